// S 7: GET /users/search (params name, page; answer data, meta.page_next; a user has user_id, login, role).
// Shared by the sales screens that choose a user by name: the id is what they send.
import { sitePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';
import type { SelectOption } from '@ui/Select';

/** A user the search found. */
export interface FoundUser {
  user_id: number;
  login: string;
  role: string;
}

const rawUser = d.record({ user_id: d.id, login: d.text, role: d.text });

/** The answer's users; a row without an id cannot be chosen and is left out. */
export const foundUsersOf = (raw: unknown): FoundUser[] =>
  d.list(rawUser)(raw).flatMap((u) => (u.user_id === null ? [] : [{ user_id: u.user_id, login: u.login, role: u.role }]));

/** How a user is named to the operator: the login; without one, its number. */
export const userLabel = (user: { user_id: number; login: string }): string => user.login || unknownUserLabel(user.user_id);
export const unknownUserLabel = (id: number): string => `Пользователь №${id}`;

const rawRow = d.record({ user_id: d.id, id: d.id, login: d.text, name: d.text });

/**
 * A 7 (data access of the non-standard reports' access): GET {urlPath}/users/?is_row=1&user_id={id} → the user, or
 * null when there is none. The one call that names a user by id (S 7's search finds by name only): a page that
 * gives a user's id without the login names it through this.
 */
export function userById(urlPath = '') {
  const url = `${sitePath('/users', urlPath)}/`;
  return async (id: number, signal?: AbortSignal): Promise<{ user_id: number; login: string } | null> => {
    const row = rawRow(await api.get<unknown>(url, { params: { is_row: 1, user_id: id }, signal }));
    const login = row.login || row.name;
    return (row.user_id ?? row.id) === id && login ? { user_id: id, login } : null;
  };
}

/** GET {urlPath}/users/search?name=&page=1 as the options of a select (the first page: the operator types to narrow it). */
export function userSearch(urlPath = '') {
  const url = sitePath('/users/search', urlPath);
  return async (name: string, signal: AbortSignal): Promise<SelectOption<number>[]> => {
    const page = await api.list<FoundUser>(url, { rows: foundUsersOf, params: { name: name.trim(), page: 1 }, signal });
    return page.rows.map((u) => ({ value: u.user_id, label: userLabel(u) }));
  };
}
