// The image screens' tag list (I 3 Tag): one call, one decoder.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { sitePath } from '../../core/basePath';
import { d } from '../../core/decode';
import { api, isAborted } from '../../core/http';
import { notify } from '../../core/notify';

export interface Tag {
  id: number;
  name: string;
}

/** Tags by id and nameru (name when nameru is missing, else the id); entries without an id are left out. */
export const tagsOf = (raw: unknown): Tag[] =>
  d.records({ id: d.id, nameru: d.text, name: d.text })(raw).flatMap((t) => (t.id === null ? [] : [{ id: t.id, name: t.nameru || t.name || String(t.id) }]));

/** GET {urlPath}/preferences/inimage/tags/search. */
export const fetchTags = async (urlPath = '', signal?: AbortSignal): Promise<Tag[]> =>
  tagsOf(await api.get<unknown>(sitePath('/preferences/inimage/tags/search', urlPath), { signal }));

export type TagListState = 'idle' | 'loading' | 'done' | 'error';

/**
 * The image screens' tags, loaded once: the list (for choices) and the names by id (for badges). Until
 * they arrive, or when the call fails (its error toast), a tag shows as 'Тег {id}', so a page is
 * readable without them.
 */
export class TagList {
  tags: Tag[] = [];
  state: TagListState = 'idle';

  constructor(private readonly fetch: (signal?: AbortSignal) => Promise<Tag[]>) {
    makeAutoObservable<TagList, 'fetch'>(this, { fetch: false, tags: observableRef }, { autoBind: true });
  }

  get names(): Map<number, string> {
    return new Map(this.tags.map((t) => [t.id, t.name]));
  }

  name(id: number): string {
    return this.names.get(id) || `Тег ${id}`;
  }

  /** An answer came (or failed): whatever the page shows from the tags is final. */
  get settled(): boolean {
    return this.state === 'done' || this.state === 'error';
  }

  /** Loads the tags unless they are loaded or loading (a failed load is tried again). */
  async load(signal?: AbortSignal): Promise<void> {
    if (this.state === 'loading' || this.state === 'done') return;
    this.state = 'loading';
    try {
      const tags = await this.fetch(signal);
      runInAction(() => {
        this.tags = tags;
        this.state = 'done';
      });
    } catch (error) {
      runInAction(() => (this.state = isAborted(error) ? 'idle' : 'error'));
      if (!isAborted(error)) notify.error(error);
    }
  }
}
