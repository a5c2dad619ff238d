// The image screens' tag list (I 3 Tag): one call, one decoder.
import { makeAutoObservable } from 'mobx';
import { sitePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';
import { LoadOnce } from '@core/loadOnce';
import type { LoadState } from '@core/loadState';

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

/**
 * The image screens' tags, loaded once: the list (for choices) and the names by id (for badges). Until
 * they arrive, or when the call fails (its error toast), a tag shows as 'Тег {id}', so a page is
 * readable without them.
 */
export class TagList {
  private readonly data: LoadOnce<Tag[]>;

  constructor(fetch: (signal?: AbortSignal) => Promise<Tag[]>) {
    this.data = new LoadOnce<Tag[]>(fetch, []);
    makeAutoObservable<TagList, 'data'>(this, { data: false }, { autoBind: true });
  }

  get tags(): Tag[] {
    return this.data.value;
  }

  get state(): LoadState {
    return this.data.state;
  }

  get names(): Map<number, string> {
    return new Map(this.tags.map((t) => [t.id, t.name]));
  }

  name(id: number): string {
    return this.names.get(id) || `Тег ${id}`;
  }

  /** An answer came (or failed): whatever the page shows from the tags is final. */
  get settled(): boolean {
    return this.data.settled;
  }

  /** Loads the tags unless they are loaded or loading (a failed load is tried again). */
  load(signal?: AbortSignal): Promise<void> {
    return this.data.load(signal);
  }
}
