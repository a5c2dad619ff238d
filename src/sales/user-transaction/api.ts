import { sitePath } from '@core/basePath';
import { api } from '@core/http';

/** S 3 Transaction, as POST {api}/users/transactions takes it (day as Y-m-d). */
export interface TransactionPayload {
  user_id: number | null;
  day: string;
  operation_type: string;
  amount: number | null;
  vat_rate: number | null;
  amount_with_vat: number | null;
  description: string;
  channel_id: number | null;
  campaign_id: number | null;
}

/** The only place that knows this screen's URL ({api} = {urlPath}/api). */
export function userTransactionApi(urlPath = '') {
  const base = sitePath('/api/users/transactions', urlPath);
  return {
    /** S 7: the answer is success and errors (field errors stay under their fields); a `redirect` it may carry is followed on this site. */
    create: async (payload: TransactionPayload) => {
      const answer = await api.post<unknown>(base, payload);
      return { redirect: answer.redirect };
    },
  };
}

export type UserTransactionApi = ReturnType<typeof userTransactionApi>;
