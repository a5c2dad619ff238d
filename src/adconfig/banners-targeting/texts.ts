import type { TargetingRow } from './api';

/** The screen's texts: the spec's where it gives them (A 8), the operator's words elsewhere. */
export const TEXTS = {
  title: 'Баннеры кампании',
  name: 'Название',
  type: 'Тип',
  engine: 'Рекламная система',
  state: 'Таргетинг',
  limited: 'Добавлен',
  notLimited: 'Не добавлен',
  add: 'Добавить',
  exclude: 'Исключить',
  anyType: 'Все типы',
  limitedFilter: 'Таргетинг',
  anyLimited: 'Все баннеры',
  limitedYes: 'Добавленные',
  limitedNo: 'Не добавленные',
  actions: 'Действия',
  empty: 'Ничего не найдено',
  noCampaign: 'Не указана кампания',
  added: 'Баннер добавлен в таргетинг',
  excluded: 'Баннер исключён из таргетинга',
  clear: 'Исключить все',
  clearTitle: 'Исключить все баннеры из таргетинга кампании',
  clearQuestion: 'Вы уверены?',
  cleared: 'Все баннеры исключены из таргетинга',
} as const;

const quoted = (row: TargetingRow): string => `«${row.name || `#${row.id}`}»`;

export const ROW_LABELS = {
  add: (row: TargetingRow) => `Добавить баннер ${quoted(row)}`,
  exclude: (row: TargetingRow) => `Исключить баннер ${quoted(row)}`,
};
