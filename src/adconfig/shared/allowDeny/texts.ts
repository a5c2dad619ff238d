import type { ListKey } from './allowDeny';

/** The allow/deny lists' texts (A 5: the target list message; the rest the operator's words). */
export const ALLOW_DENY_TEXT = {
  lists: { allow: 'Разрешённые', deny: 'Запрещённые' } satisfies Record<ListKey, string>,
  target: 'Добавлять в список',
  /** A 5: adding with no target list chosen. */
  chooseList: 'Необходимо выбрать список для добавления!',
  add: (n: number) => (n > 0 ? `Добавить отмеченные (${n})` : 'Добавить отмеченные'),
  untick: 'Снять отметки',
  empty: 'Список пуст',
  count: (n: number) => `${n}`,
  remove: 'Удалить',
  removeOne: (list: string, name: string) => `Удалить «${name}» из списка «${list}»`,
  clear: 'Очистить',
  clearList: (list: string) => `Очистить список «${list}»`,
  clearQuestion: (list: string) => `Очистить список «${list}»? Вы уверены?`,
} as const;
