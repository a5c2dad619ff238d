import { spec, type Calls } from '@core/calls';
import { pagePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';

export interface Credentials {
  login: string;
  remember: boolean;
}
/** A 3 checkbox defaults: a checked box is sent as 1, an unchecked one as false. */
const wire = (credentials: Credentials) => ({ login: credentials.login, remember: credentials.remember ? 1 : false });

/** Step two: the password, or the one-time code when step one said `otp`. */
export type Secret = { pass: string } | { otp: string };

/** What this screen asks the backend for (issue 41): every call is the spec's. */
export const calls = {
  method: spec('A 7 PUT {base}/in (login, remember) → data.otp'),
  logIn: spec('A 7 POST {base}/in (login, pass or otp, remember); a failure may carry a redirect (A 8)'),
  resend: spec('A 7 PATCH {base}/in resends the code'),
} satisfies Calls;

/** A 7 Login: PUT / POST / PATCH {base}/in, base = the page path (the CSRF header goes with every call). */
export function loginApi(base = pagePath()) {
  const url = `${base}/in`;
  return {
    /** Step one: which method this login uses (true: a one-time code, which the server has just sent). */
    method: async (credentials: Credentials): Promise<{ otp: boolean }> => {
      const answer = await api.put<unknown>(url, wire(credentials));
      return { otp: d.bool(d.record({ otp: (v) => v })(answer.data).otp) === true };
    },
    /** Step two: log in; the answer may name where to go. */
    logIn: async (credentials: Credentials, secret: Secret): Promise<{ redirect: string | undefined }> => {
      const answer = await api.post<unknown>(url, { ...wire(credentials), ...secret });
      return { redirect: answer.redirect };
    },
    /** Sends the one-time code again. */
    resend: async (credentials: Credentials): Promise<void> => {
      await api.patch<unknown>(url, wire(credentials));
    },
  };
}
export type LoginApi = ReturnType<typeof loginApi>;
