import { sitePath } from '@core/basePath';
import { restCollection } from '@core/crud/restCollection';
import { d } from '@core/decode';
import { chosen, spec, type Calls } from '@core/calls';
import { api, type Page, type Preview, type Saved } from '@core/http';

/** S 3: a member of a group (users: user_id, login, role, status); login and status may be missing. */
export interface Member {
  user_id: number;
  login: string;
  role: string;
  status: string;
}

/** S 3: a user group; `status` only satisfies the CRUD table (a group has none: no status switch). */
export interface UserGroup {
  id: number;
  name: string;
  organization_id: number | null;
  organization_name: string;
  description: string;
  created: string;
  updated: string;
  users: Member[];
  status: '';
}

/** What the group form sends (POST /users/groups, PUT /users/groups/{id}). */
export interface UserGroupInput {
  name: string;
  organization_id: number | null;
  description: string;
}

/** S 7: a user found by GET /users/search (user_id, login, role; a status when the backend sends one). */
export type FoundUser = Member;

/** The user search's meta: the next page's number, or null when this was the last. */
export interface SearchMeta {
  pageNext: number | null;
}

const rawMember = d.record({ user_id: d.id, login: d.text, role: d.text, status: d.text });
const memberOf = (raw: unknown): Member | null => {
  const m = rawMember(raw);
  return m.user_id === null ? null : { ...m, user_id: m.user_id };
};
export const membersOf = (raw: unknown): Member[] => d.list(memberOf)(raw).filter((m): m is Member => m !== null);

const rawGroup = d.record({
  id: d.id,
  name: d.text,
  organization_id: d.id,
  organization_name: d.text,
  description: d.text,
  created: d.text,
  updated: d.text,
  users: membersOf,
});

/** One group of the answer; none without an id (it could be neither edited nor deleted). */
export function groupOf(raw: unknown): UserGroup | null {
  const g = rawGroup(raw);
  return g.id === null ? null : { ...g, id: g.id, status: '' };
}

export const searchMetaOf = (raw: unknown): SearchMeta => ({ pageNext: d.id(d.field(raw, 'page_next')) });

/** The screen's calls (issue 41); the projects, roles and statuses come in props (see props.ts). */
export const calls = {
  list: spec('S 7 Users and groups: list on /users/groups'),
  create: spec('S 7 Users and groups: create on /users/groups'),
  update: spec('S 7 Users and groups: update on /users/groups/{id}'),
  remove: spec('S 7 Users and groups: delete on /users/groups/{id}'),
  searchUsers: spec('S 7 GET /users/search (name, page; data, meta.page_next)'),
  addMember: spec('S 7 PUT /users/groups/{groupId}/add/{userId}'),
  removeMember: spec('S 7 DELETE /users/groups/{groupId}/rm/{userId}'),
  groupBody: chosen('the group body {name, organization_id, description} (the spec names no body): over the group as listed'),
} satisfies Calls;

/** The only place that knows this screen's URLs: {urlPath}/users/groups and {urlPath}/users/search (S 7). */
export function userGroupsApi(urlPath = '') {
  const base = sitePath('/users/groups', urlPath);
  return {
    // PUT goes over the group as listed: its members and what this screen does not know go back as they came.
    ...restCollection<UserGroup, UserGroupInput>(base, { row: groupOf, sendsWholeRecord: true }),
    /** GET /users/search?name=&page= (meta.page_next drives 'load more'). */
    searchUsers: async (name: string, page: number, signal?: AbortSignal, preview?: Preview<FoundUser>): Promise<Page<FoundUser>> => {
      const found = await api.list<FoundUser>(sitePath('/users/search', urlPath), { rows: membersOf, params: { name, page }, signal, preview });
      // S 7 answers meta.page_next, no count: the rows of one page are no total ('Показано 40 из 20' after 'Загрузить ещё').
      const counted = found.meta.total_count !== undefined || found.meta.count !== undefined;
      return counted ? found : { ...found, total: null };
    },
    addMember: (groupId: number, userId: number): Promise<Saved<unknown>> => api.put<unknown>(`${base}/${groupId}/add/${userId}`),
    removeMember: (groupId: number, userId: number): Promise<Saved<null>> => api.delete<null>(`${base}/${groupId}/rm/${userId}`),
  };
}

export type UserGroupsApi = ReturnType<typeof userGroupsApi>;
