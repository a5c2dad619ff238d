/**
 * What both search task screens share (I 3, I 5, I 9): the task's decoded fields, its status badge,
 * its author, and the limit's bounds and message.
 */
import { d, isObject } from '@core/decode';
import { statusBadge, UNKNOWN_STATUS, type BadgeVariant, type StatusBadgeProps } from '@ui/StatusBadge';

/** I 9: limit_qty default 500, maximum 800; I 5: 0..800. */
export const TASK_LIMIT = { default: 500, min: 0, max: 800 } as const;
export const LIMIT_MESSAGE = 'Некорректный лимит (ожидается в диапазоне от 0 до 800)!';

/** A limit as typed: a whole number 0..800 (spaces around allowed), else null. */
export function limitOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= TASK_LIMIT.min && n <= TASK_LIMIT.max ? n : null;
}

/** I 3: a search task, as both screens show it (the images are the detail's own). */
export interface SearchTaskInfo {
  id: number;
  name: string;
  search_query: string;
  limit_qty: number | null;
  found_qty: number | null;
  status: StatusBadgeProps;
  author: string;
}

/**
 * I 4 'Task statuses show as badges; values not shown': the codes an operator would expect, named
 * and coloured; a status the server describes itself ({name, color}) shows as it says.
 */
const TASK_STATUSES: Record<string, StatusBadgeProps> = {
  new: { text: 'Новая', variant: 'info' },
  pending: { text: 'В очереди', variant: 'secondary' },
  queued: { text: 'В очереди', variant: 'secondary' },
  in_progress: { text: 'Выполняется', variant: 'warning' },
  processing: { text: 'Выполняется', variant: 'warning' },
  done: { text: 'Завершена', variant: 'success' },
  completed: { text: 'Завершена', variant: 'success' },
  error: { text: 'Ошибка', variant: 'danger' },
  failed: { text: 'Ошибка', variant: 'danger' },
  stopped: { text: 'Остановлена', variant: 'dark' },
  imported: { text: 'Импортирована', variant: 'primary' },
};

const VARIANTS: readonly BadgeVariant[] = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'];
const COLOUR_NAMES: Record<string, BadgeVariant> = { green: 'success', red: 'danger', yellow: 'warning', orange: 'warning', blue: 'primary', grey: 'secondary', gray: 'secondary', black: 'dark' };

const described = d.record({ name: d.text, title: d.text, color: d.text, code: d.text });

/** A status as the server sends it: a code, or an object with its name and colour; anything else is 'Неизвестный статус'. */
export function taskStatusOf(raw: unknown): StatusBadgeProps {
  if (typeof raw === 'string' || typeof raw === 'number') return statusBadge(String(raw), TASK_STATUSES);
  if (!isObject(raw)) return statusBadge(null);
  const { name, title, color, code } = described(raw);
  const text = (name || title).trim();
  if (!text) return statusBadge(code || null, TASK_STATUSES);
  const colour = color.trim().toLowerCase();
  const variant = VARIANTS.find((v) => v === colour) ?? COLOUR_NAMES[colour] ?? statusBadge(code || null, TASK_STATUSES).variant;
  return { text, variant: text === UNKNOWN_STATUS ? 'light' : variant };
}

const person = d.record({ login: d.text, name: d.text, email: d.text });

/** The author: a name, or an object with a login, name or e-mail; none: ''. */
export function authorOf(raw: unknown): string {
  if (!isObject(raw)) return d.text(raw);
  const { login, name, email } = person(raw);
  return name || login || email;
}

const rawTask = d.record({ id: d.id, name: d.text, search_query: d.text, limit_qty: d.count, found_qty: d.count, status: (raw: unknown) => raw, author: (raw: unknown) => raw });

/** A task's shared fields; without an id it cannot be linked to: null. */
export function taskInfoOf(raw: unknown): SearchTaskInfo | null {
  const { id, status, author, ...rest } = rawTask(raw);
  if (id === null) return null;
  return { id, ...rest, status: taskStatusOf(status), author: authorOf(author) };
}
