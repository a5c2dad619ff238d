import { makeAutoObservable, runInAction } from 'mobx';
import { sitePath } from '../../../core/basePath';
import { d } from '../../../core/decode';
import { api } from '../../../core/http';
import { notify } from '../../../core/notify';
import { LOG_TEXT } from './texts';

/** I 3 Tag: id and nameru; entries without an id are left out. */
const tagsOf = (raw: unknown): Array<[number, string]> =>
  d.records({ id: d.id, nameru: d.text })(raw).flatMap((t) => (t.id === null ? [] : [[t.id, t.nameru] as [number, string]]));

/** GET {urlPath}/preferences/inimage/tags/search: the tag names (the same call as images moderation). */
export const loadTagNames = async (urlPath = ''): Promise<Array<[number, string]>> =>
  tagsOf(await api.get<unknown>(sitePath('/preferences/inimage/tags/search', urlPath)));

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
