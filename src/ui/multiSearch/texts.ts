import type { MatchFilter, MatchMode } from '@core/multiSearch/MultiSearchStore';

/** The multi-line search's texts (A 9: the filter options; the rest the operator's words). */
export const MULTI_SEARCH_TEXT = {
  names: 'Названия, по одному в строке',
  mode: 'Совпадение',
  modes: { equal: 'Точное', like: 'Частичное' } satisfies Record<MatchMode, string>,
  search: 'Найти',
  searching: 'Ищу...',
  show: 'Показать',
  filters: { all: 'Все', none: 'Не найдено', one: 'Одно совпадение', many: 'Больше одного' } satisfies Record<MatchFilter, string>,
  caption: 'Результаты поиска',
  query: 'Запрос',
  found: 'Найдено',
  notFound: 'Не найдено',
  nothing: 'Ничего не найдено',
  choose: 'Выберите совпадение',
  pickFor: (search: string) => `Совпадение для «${search}»`,
  apply: (n: number) => (n > 0 ? `Применить (${n})` : 'Применить'),
} as const;
