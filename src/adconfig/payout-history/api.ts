import { apiModel } from '@core/apiModel';
import { api } from '@core/http';
import { currentPageUrl } from '@core/option';
import type { ListEditorLists } from '@core/grid/ListEditor';
import { historyBody, historyRowsOf, type HistoryField, type HistoryRows } from './history';

export interface HistoryIds {
  creative_id: number;
  channel_id: number;
}

/** The data-access model of a creative's channel payouts history (A 7). */
export const HISTORY_MODEL = 'Payout_Creative_Channels_History';

/**
 * A 7: the rows by the data-access endpoint (GET {urlPath}/api/?api.model=Payout_Creative_Channels_History
 * &api.method=search&api.args=[{creative_id, channel_id, order_by: 'id', order: 'desc'}]); the save POSTs
 * the page itself, form-encoded, with the `insert`, `update` and `delete` lists (A 4).
 */
export function payoutHistoryApi(urlPath = '', page = currentPageUrl()) {
  const data = apiModel(urlPath);
  return {
    async load(ids: HistoryIds, signal?: AbortSignal): Promise<HistoryRows> {
      return historyRowsOf(await data.get(HISTORY_MODEL, 'search', [{ ...ids, order_by: 'id', order: 'desc' }], signal));
    },
    /** The answered list, which replaces the rows; null when the answer holds none (the page then loads it). */
    async save(ids: HistoryIds, lists: ListEditorLists<HistoryField>): Promise<HistoryRows | null> {
      const answer = await api.post<unknown>(page, historyBody(lists, ids), { form: true });
      return Array.isArray(answer.data) ? historyRowsOf(answer.data) : null;
    },
  };
}

export type PayoutHistoryApi = ReturnType<typeof payoutHistoryApi>;
