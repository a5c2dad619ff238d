import { sitePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';
import type { GridChoice } from '@ui/grid/EditableGrid';
import { payoutBody, payoutRowsOf, rtbModesOf, type PayoutRow, type PayoutTableKind } from './payout';

/**
 * A 7: GET/POST {base}/{id} with `payouts` (the channel's: {api}/core/channels/payouts, the creative's:
 * /creatives/payouts) and the RTB price modes of the handbooks ({api}/hb/rtb-price-modes).
 */
export function payoutsApi(base: string, kind: PayoutTableKind, urlPath = '') {
  return {
    async load(id: number, signal?: AbortSignal): Promise<PayoutRow[]> {
      return payoutRowsOf(await api.get<unknown>(`${base}/${id}`, { signal }), kind);
    },
    /** The whole table (every row, empty payouts as null); the answer's rows when it sends them, else null. */
    async save(id: number, rows: readonly PayoutRow[]): Promise<PayoutRow[] | null> {
      const { data } = await api.post<unknown>(`${base}/${id}`, { payouts: rows.map((row) => payoutBody(row, kind)) });
      const answered = Array.isArray(data) || Array.isArray(d.field(data, 'payouts'));
      return answered ? payoutRowsOf(data, kind) : null;
    },
    async rtbModes(): Promise<GridChoice[]> {
      return rtbModesOf(await api.get<unknown>(sitePath('/api/hb/rtb-price-modes', urlPath)));
    },
  };
}

export type PayoutsApi = ReturnType<typeof payoutsApi>;
