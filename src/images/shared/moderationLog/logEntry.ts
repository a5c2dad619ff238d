import { d } from '@core/decode';

/** Tag ids of a list; entries that are not ids are left out. */
export const tagIds = (raw: unknown): number[] => d.list(d.id)(raw).filter((id): id is number => id !== null);

/** I 3: the tags of an image at one moment, in its three groups (I 4). */
export interface TagState {
  /** Automatic tags. */
  tags: number[];
  /** Tags a user added. */
  tags_include: number[];
  /** Tags excluded (shown struck through). */
  tags_exclude: number[];
}

const rawState = d.record({ tags: tagIds, tags_include: tagIds, tags_exclude: tagIds, tags_excluded: tagIds });

export function tagStateOf(raw: unknown): TagState {
  const state = rawState(raw);
  // Some answers name the exclusions tags_excluded (I 3).
  return { tags: state.tags, tags_include: state.tags_include, tags_exclude: state.tags_exclude.length ? state.tags_exclude : state.tags_excluded };
}

/** I 3: an image log entry, one change of an image's tags by a user. */
export interface LogEntry {
  log_id: number;
  image_id: number | null;
  user_id: number | null;
  /** '' when the server does not know the user ('Неизвестный пользователь'). */
  user_login: string;
  created: string;
  before: TagState;
  after: TagState;
}

const rawEntry = d.record({ log_id: d.id, image_id: d.id, user_id: d.id, user_login: d.text, created: d.text, before: tagStateOf, after: tagStateOf });

/** One entry of an answer; without its log_id it cannot be told apart: null (left out). */
export function logEntryOf(raw: unknown): LogEntry | null {
  const entry = rawEntry(raw);
  return entry.log_id === null ? null : { ...entry, log_id: entry.log_id };
}

export const logEntriesOf = (raw: unknown): LogEntry[] => d.list(logEntryOf)(raw).filter((e): e is LogEntry => e !== null);

/** The user of a page (meta.user of moderation-user's answers). */
export interface ModerationUser {
  user_id: number | null;
  user_login: string;
}
export const moderationUserOf = d.record({ user_id: d.id, user_login: d.text });
