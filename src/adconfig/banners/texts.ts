import type { BannerRow } from './api';

/** The screen's texts (the operator's words: the spec names the modal's contents only). */
export const TEXTS = {
  title: 'Баннеры',
  add: 'Добавить баннер',
  addV2: 'Добавить баннер второго вида',
  params: 'Параметры',
  limited: 'Ограничен',
  yes: 'Да',
  no: 'Нет',
  empty: 'Баннеры ещё не созданы',
  limitedParams: 'Ограничения показа',
  noLimitedParams: 'Ограничения не заданы.',
  macros: 'Макросы (settings.srcScopes)',
  noMacros: 'Макросы не заданы.',
  ord: 'Маркировка ОРД (settings.ord)',
  noOrd: 'Маркировка ОРД не добавляется к баннеру.',
  ordText: 'Текст маркировки',
  ordSize: 'Размер шрифта',
  ordAlign: 'Выравнивание',
  ordOffset: 'Смещение (X; Y)',
  key: 'Ключ',
  value: 'Значение',
  edit: 'Изменить баннер',
  close: 'Закрыть',
} as const;

export const ALIGN_TEXT: Record<string, string> = { left: 'слева', center: 'по центру', right: 'справа', top: 'сверху', bottom: 'снизу' };

const quoted = (row: BannerRow): string => `«${row.name || `#${row.id}`}»`;

export const ROW_LABELS = {
  params: (row: BannerRow) => `Параметры баннера ${quoted(row)}`,
};
