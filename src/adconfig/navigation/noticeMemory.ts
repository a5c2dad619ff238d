import type { Notice } from './api';

// Notices repeat on every page load of the back-office: an operator who closed one does not see it
// again (local storage, by notice), and the others show once per browser session (session storage).
const CLOSED_KEY = 'island.notices.closed';
const SHOWN_KEY = 'island.notices.shown';
/** Closed notices kept: the oldest go first (a notice retired by the backend is not asked about again). */
const CLOSED_CAP = 200;

/** A short stable key of a notice's text (FNV-1a): the stored lists stay small whatever the text. */
export function noticeKey(notice: Notice): string {
  const text = `${notice.type ?? ''}\u0000${notice.title ?? ''}\u0000${notice.description}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}.${text.length.toString(36)}`;
}

function read(storage: () => Storage, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage().getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return []; // storage blocked or its value hand-edited: nothing remembered
  }
}

function write(storage: () => Storage, key: string, keys: string[]): void {
  try {
    storage().setItem(key, JSON.stringify(keys));
  } catch {
    // storage blocked or full: the notice shows again next time, nothing worse
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** The notices to show now: not closed by the operator, not shown yet in this session (marked shown). */
export function noticesToShow(notices: Notice[]): Notice[] {
  const closed = new Set(read(local, CLOSED_KEY));
  const shown = new Set(read(session, SHOWN_KEY));
  const fresh = notices.filter((notice) => {
    const key = noticeKey(notice);
    return !closed.has(key) && !shown.has(key);
  });
  if (fresh.length > 0) write(session, SHOWN_KEY, [...shown, ...fresh.map(noticeKey)]);
  return fresh;
}

/** The operator closed it: it stays closed. */
export function rememberClosed(notice: Notice): void {
  const key = noticeKey(notice);
  const closed = read(local, CLOSED_KEY).filter((k) => k !== key);
  write(local, CLOSED_KEY, [...closed, key].slice(-CLOSED_CAP));
}
