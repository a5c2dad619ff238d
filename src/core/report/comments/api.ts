import { sitePath } from '../../basePath';
import { d } from '../../decode';
import { api } from '../../http';

/** S 3: a comment group (default colour grey, S 9). */
export interface CommentGroup {
  id: number;
  name: string;
  color: string;
  description: string;
}
/** S 3: a comment, with its author's login and its group. */
export interface Comment {
  id: number;
  content: string;
  created: string;
  user: string;
  group: CommentGroup | null;
  deletable: boolean;
}
export interface CommentGroupInput {
  name: string;
  color: string;
  description: string;
}

export const DEFAULT_GROUP_COLOR = '#6c757d';
const COLOR = /^#[0-9a-f]{6}$/i;

const rawGroup = d.record({ id: d.id, name: d.text, color: d.text, description: d.text });
function groupOf(raw: unknown): CommentGroup | null {
  const g = rawGroup(raw);
  return g.id === null ? null : { id: g.id, name: g.name, color: COLOR.test(g.color) ? g.color : DEFAULT_GROUP_COLOR, description: g.description };
}
const rawComment = d.record({ id: d.id, content: d.text, created: d.text, user: d.record({ login: d.text }), group: groupOf, is_deletable: d.bool });
function commentOf(raw: unknown): Comment | null {
  const c = rawComment(raw);
  return c.id === null ? null : { id: c.id, content: c.content, created: c.created, user: c.user.login, group: c.group, deletable: c.is_deletable ?? false };
}
const listOf = <T>(one: (raw: unknown) => T | null) => (raw: unknown): T[] => d.list(one)(raw).filter((x): x is T => x !== null);

/** S 7 comments: {api}/comments/{type}/{id} (GET, POST), {api}/comments/{id} (PUT, DELETE); groups at {api}/comments-groups. */
export function commentsApi(type: string, urlPath = '') {
  const base = sitePath('/api', urlPath);
  const enc = encodeURIComponent;
  return {
    list: async (id: number, signal?: AbortSignal): Promise<Comment[]> => listOf(commentOf)(await api.get<unknown>(`${base}/comments/${enc(type)}/${id}`, { signal })),
    send: async (id: number, content: string): Promise<void> => {
      await api.post(`${base}/comments/${enc(type)}/${id}`, { content });
    },
    /** Assigns the comment to a group, or takes it out of its group (null). */
    setGroup: async (comment: Comment, groupId: number | null): Promise<void> => {
      await api.put(`${base}/comments/${comment.id}`, { group_id: groupId });
    },
    remove: async (comment: Comment): Promise<void> => {
      await api.delete(`${base}/comments/${comment.id}`);
    },
    groups: async (signal?: AbortSignal): Promise<CommentGroup[]> => listOf(groupOf)(await api.get<unknown>(`${base}/comments-groups/${enc(type)}`, { signal })),
    createGroup: async (input: CommentGroupInput): Promise<void> => {
      await api.post(`${base}/comments-groups/${enc(type)}`, input);
    },
    updateGroup: async (id: number, input: CommentGroupInput): Promise<void> => {
      await api.put(`${base}/comments-groups/${id}`, input);
    },
    removeGroup: async (id: number): Promise<void> => {
      await api.delete(`${base}/comments-groups/${id}`);
    },
  };
}
export type CommentsApi = ReturnType<typeof commentsApi>;
