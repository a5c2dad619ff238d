import { apiModel } from '@core/apiModel';
import { chosen, spec, type Calls } from '@core/calls';
import { api } from '@core/http';
import { currentPageUrl } from '@core/option';
import type { ListEditorLists } from '@core/grid/ListEditor';
import { historyBody, historyRowsOf, type HistoryField, type HistoryRows } from './history';

/** Issue 41: what the page asks the backend for (A 7). */
export const calls = {
  load: spec('A 7 Payout history: data access GET /api/?api.model=Payout_Creative_Channels_History with creative_id, channel_name, ordered by id descending'),
  method: chosen('api.method=search: the spec names the model and its arguments, not the method (the one it names for Channels)'),
  save: spec('A 7 Data access POST to the current page, form-encoded insert/update/delete (a bare {success: true} is a save)'),
} satisfies Calls;

export interface HistoryIds {
  creative_id: number;
  channel_id: number;
}

/** The data-access model of a creative's channel payouts history (A 7). */
export const HISTORY_MODEL = 'Payout_Creative_Channels_History';

/** A 7: the history's filter, creative_id and channel_name (when the page names the channel), ordered by id descending. */
export const historyArgs = (ids: HistoryIds, channelName: string): Record<string, string | number> => ({
  creative_id: ids.creative_id,
  ...(channelName ? { channel_name: channelName } : {}),
  order_by: 'id',
  order: 'desc',
});

/**
 * A 7: the rows by the data-access endpoint (GET {urlPath}/api/?api.model=Payout_Creative_Channels_History
 * &api.method=search&api.args=[{creative_id, channel_name, order_by: 'id', order: 'desc'}]), kept to the page's
 * channel_id (a row of another channel, as a backend filtering by creative alone answers, is left out); the save POSTs
 * the page itself, form-encoded, with the `insert`, `update` and `delete` lists (A 4).
 */
export function payoutHistoryApi(urlPath = '', page = currentPageUrl(), channelName = '') {
  const data = apiModel(urlPath);
  /** The rows as they last came: an update sends back their fields the page does not edit. */
  let stored: HistoryRows['stored'] = new Map();
  const took = (rows: HistoryRows): HistoryRows => {
    stored = rows.stored;
    return rows;
  };
  return {
    async load(ids: HistoryIds, signal?: AbortSignal): Promise<HistoryRows> {
      return took(historyRowsOf(await data.get(HISTORY_MODEL, 'search', [historyArgs(ids, channelName)], signal), ids.channel_id));
    },
    /** The answered list, which replaces the rows; null when the answer holds none (the page then loads it). */
    async save(ids: HistoryIds, lists: ListEditorLists<HistoryField>): Promise<HistoryRows | null> {
      const answer = await api.post<unknown>(page, historyBody(lists, ids, stored), { form: true });
      return Array.isArray(answer.data) ? took(historyRowsOf(answer.data, ids.channel_id)) : null;
    },
  };
}

export type PayoutHistoryApi = ReturnType<typeof payoutHistoryApi>;
