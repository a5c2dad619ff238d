import { pagePath, queryParam } from '../../core/basePath';
import { rnd } from '../../core/crud/restCollection';
import { d } from '../../core/decode';
import { api } from '../../core/http';
import { logEntriesOf, type LogEntry } from '../shared/moderationLog/logEntry';

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

const historyOf = d.record({
  image: d.record({ id: d.id, image_id: d.id, preview_url: d.text, domain: d.text, status: d.text }),
  logs: logEntriesOf,
});

/**
 * The only place that knows this screen's URL: GET {page} (I 7's helper: the page path with the ajax
 * header, plus rnd), with the page's `revision` when its link carries one (I 2.1's second variant).
 */
export function imageHistoryApi(base: string = pagePath(), revision: string | null = queryParam('revision')) {
  return {
    load: async (signal?: AbortSignal): Promise<ImageHistory> =>
      historyOf(await api.get<unknown>(base, { params: { revision: revision ?? undefined, rnd: rnd() }, signal })),
  };
}

export type ImageHistoryApi = ReturnType<typeof imageHistoryApi>;
