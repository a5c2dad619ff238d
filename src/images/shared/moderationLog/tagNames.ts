import { makeAutoObservable, runInAction } from 'mobx';
import { notify } from '../../../core/notify';
import { fetchTags } from '../tags';
import { LOG_TEXT } from './texts';

/** The tag names by id (the shared tag list call of the image screens). */
export const loadTagNames = async (urlPath = ''): Promise<Array<[number, string]>> => (await fetchTags(urlPath)).map((t) => [t.id, t.name]);

/**
 * The names of the tags a log shows. Until they arrive (or when the call fails: its error toast), a
 * tag shows as 'Тег {id}', so the history is readable without them.
 */
export class TagNames {
  names = new Map<number, string>();

  constructor(private readonly load: () => Promise<Array<[number, string]>>) {
    makeAutoObservable<TagNames, 'load'>(this, { load: false }, { autoBind: true });
  }

  name(id: number): string {
    return this.names.get(id) || LOG_TEXT.tag(id);
  }

  async start(): Promise<void> {
    try {
      const tags = await this.load();
      runInAction(() => {
        this.names = new Map(tags);
      });
    } catch (error) {
      notify.error(error);
    }
  }
}
