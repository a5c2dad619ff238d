/** Field errors as the backend sends them: a list, or an object of a string / string list / {error} per field. */
export type FieldErrorValue = string | string[] | { error: string };
export type RawErrors = FieldErrorValue[] | Record<string, FieldErrorValue>;

export const FALLBACK_ERROR = 'Что-то пошло не так!';
/** A call refused before it left: its URL resolves to another site, where the CSRF token must never go. */
export const OFFSITE_ERROR = 'Запрос не отправлен: адрес ведёт на другой сайт.';
/**
 * The server answered a call with a redirect (3xx), which is never followed: the redirected request
 * would carry the CSRF token, perhaps to another host (an open redirect, an SSO bounce).
 */
export const REDIRECT_ERROR = 'Запрос не выполнен: сервер перенаправил его на другой адрес. Обновите страницу и повторите действие.';
/** 401 / 419 (or a bare 403): the session or its CSRF token has expired. */
export const SESSION_ENDED_TITLE = 'Сеанс завершён';
export const SESSION_ENDED_TEXT = 'Сеанс работы истёк. Войдите заново в новой вкладке и повторите действие: введённое на этой странице не потеряется.';
/** Statuses that mean "log in again", whatever the body says. */
const SESSION_STATUSES = new Set([401, 419]);

function textOf(value: FieldErrorValue): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value?.error === 'string' ? [value.error] : [];
}

/** A failed call: the envelope said success:false, or the transport failed. Screens never parse envelopes. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: RawErrors | undefined;
  /** Where the backend asked to go (login failures may carry a redirect). */
  readonly redirect: string | undefined;

  constructor(message: string, opts: { status?: number; errors?: RawErrors; redirect?: string } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = opts.status ?? 0;
    this.errors = opts.errors;
    this.redirect = opts.redirect;
  }

  /** The session (or its CSRF token) has ended: 401, 419, or a 403 that says nothing else. */
  get sessionEnded(): boolean {
    return SESSION_STATUSES.has(this.status) || (this.status === 403 && !this.message && !this.errors);
  }

  /** Errors per field, first message of each: what a form shows under its fields. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    if (!this.errors || Array.isArray(this.errors)) return out;
    for (const [field, value] of Object.entries(this.errors)) {
      const [first] = textOf(value);
      if (first) out[field] = first;
    }
    return out;
  }

  /** What the user is told: the message and each entry of errors, else the fallback. */
  get messages(): string[] {
    const list: string[] = [];
    if (this.message) list.push(this.message);
    const entries = Array.isArray(this.errors) ? this.errors : Object.values(this.errors ?? {});
    for (const entry of entries) list.push(...textOf(entry));
    const unique = [...new Set(list.map((m) => m.trim()).filter(Boolean))];
    return unique.length ? unique : [FALLBACK_ERROR];
  }
}

/** Anything thrown, as the list of lines a toast shows. */
export function errorMessages(error: unknown): string[] {
  if (error instanceof ApiError) return error.sessionEnded ? [SESSION_ENDED_TEXT] : error.messages;
  return [FALLBACK_ERROR];
}
