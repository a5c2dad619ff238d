import { sitePath } from '@core/basePath';
import { api } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';
import { userById } from '@sales/shared/users/userSearch';

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

/** The screen's calls (issue 41); the operation types and the created-URL come in props. */
export const calls = {
  create: spec('S 7 POST {api}/users/transactions (response success, errors)'),
  user: spec('A 7 GET /users/?is_row=1&user_id={id}: the login of the page’s user, only when the page printed none (prop `user`); failing or none: \'Пользователь №{id}\''),
  redirect: chosen('answer field `redirect`: without it the page goes to the createdUrl prop, else stays with the form cleared'),
} satisfies Calls;

/** The only place that knows this screen's URL ({api} = {urlPath}/api). */
export function userTransactionApi(urlPath = '') {
  const base = sitePath('/api/users/transactions', urlPath);
  return {
    /** S 7: the answer is success and errors (field errors stay under their fields); a `redirect` it may carry is followed on this site. */
    create: async (payload: TransactionPayload) => {
      const answer = await api.post<unknown>(base, payload);
      return { redirect: answer.redirect };
    },
    /** The page's user by id (its login), when the page did not print it. */
    user: userById(urlPath),
  };
}

export type UserTransactionApi = ReturnType<typeof userTransactionApi>;
