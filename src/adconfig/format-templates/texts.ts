import type { FormatTemplate } from './api';

/** The screen's texts: the spec's (A 4, A 8) where it gives them, the operator's words elsewhere. */
export const TEXTS = {
  title: 'Шаблоны формата',
  create: 'Создать шаблон',
  format: 'Формат',
  salesFormats: 'Форматы продаж',
  empty: 'Шаблоны еще не созданы.',
  noSalesFormats: 'Форматы продаж не заданы',
  block: 'Заблокировать',
  unblock: 'Разблокировать',
  remove: 'Удалить',
  edit: 'Изменить',
  deleteQuestion: 'Вы уверены?',
  noFormat: 'Не указан формат: откройте страницу из списка форматов.',
  status: { active: 'Активен', blocked: 'Заблокирован', unknown: 'Неизвестный статус' },
  columns: { id: 'ID', status: 'Статус', name: 'Название', salesFormats: 'Форматы продаж', actions: 'Действия' },
} as const;

const quoted = (row: FormatTemplate): string => `«${row.name || `#${row.id}`}»`;

/** Accessible names of a row's controls, naming the template. */
export const ROW_LABELS = {
  edit: (row: FormatTemplate) => `Изменить шаблон ${quoted(row)}`,
  remove: (row: FormatTemplate) => `Удалить шаблон ${quoted(row)}`,
  block: (row: FormatTemplate) => `Заблокировать шаблон ${quoted(row)}`,
  unblock: (row: FormatTemplate) => `Разблокировать шаблон ${quoted(row)}`,
  deleteTitle: (row: FormatTemplate) => `Удаление шаблона ${quoted(row)}`,
};
