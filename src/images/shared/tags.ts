// The image screens' tag list (I 3 Tag): one call, one decoder.
import { sitePath } from '../../core/basePath';
import { d } from '../../core/decode';
import { api } from '../../core/http';

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
