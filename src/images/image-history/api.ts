import { pagePath, queryParam } from '@core/basePath';
import { chosen, spec, type Calls } from '@core/calls';
import { rnd } from '@core/crud/restCollection';
import { d } from '@core/decode';
import { api } from '@core/http';
import { logEntriesOf, type LogEntry } from '@images/shared/moderationLog/logEntry';

/** The image the history is about (I 3 Image). */
export interface HistoryImage {
  id: number | null;
  image_id: number | null;
  preview_url: string;
  domain: string;
  /** 'deleted' is one value (I 3). */
  status: string;
}

export interface ImageHistory {
  image: HistoryImage;
  /** Its changes, as the server orders them (newest first). */
  logs: LogEntry[];
}

const historyShape = d.record({
  image: d.record({ id: d.id, image_id: d.id, preview_url: d.text, domain: d.text, status: d.text }),
  logs: logEntriesOf,
});

/** The image's id in the page path (/statistics/inimage/moderation/image/{id}), or null. */
const idOfPage = (base: string): number | null => d.id(base.replace(/\/+$/, '').split('/').at(-1));

/**
 * `{image, logs}` is ours (the spec names no shape): an answer of the generic list helper (I 7: `data` as
 * the list of I 3 log entries) is read as the changes of the page's image; an image without its id takes the page's.
 */
function historyOf(raw: unknown, base: string): ImageHistory {
  const history = Array.isArray(raw) ? { image: historyShape({}).image, logs: logEntriesOf(raw) } : historyShape(raw);
  return { ...history, image: { ...history.image, id: history.image.id ?? idOfPage(base) } };
}

/**
 * The only place that knows this screen's URL: GET {page} (I 7's helper: the page path with the ajax
 * header, plus rnd), with the page's `revision` when its link carries one (I 2.1's second variant).
 */
export function imageHistoryApi(base: string = pagePath(), revision: string | null = queryParam('revision')) {
  return {
    load: async (signal?: AbortSignal): Promise<ImageHistory> =>
      historyOf(await api.get<unknown>(base, { params: { revision: revision ?? undefined, rnd: rnd() }, signal }), base),
  };
}

export type ImageHistoryApi = ReturnType<typeof imageHistoryApi>;

/** What this screen asks the backend for (issue 41). */
export const calls = {
  load: spec('I 7 generic list helper: GET {page} with rnd (the log entries, I 3)'),
  image: chosen('data as {image, logs}: without data.image no deleted alert; a plain list of log entries lists the changes of the page path\'s image'),
} satisfies Calls;
