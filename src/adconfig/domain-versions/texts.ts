import type { DomainVersion } from './api';

/** The screen's texts: the spec's where it gives them (A 4, A 8), the operator's words elsewhere. */
export const TEXTS = {
  title: 'Версии доменов',
  add: 'Создать версию',
  empty: 'Версий пока нет',
  deleteQuestion: 'Вы уверены?',
  createOverDraft: 'Последняя версия ещё не опубликована. Создать новую версию?',
  createOverDraftTitle: 'Новая версия',
  created: 'Версия создана',
  compareTitle: 'Версия не опубликована: ошибки сравнения',
  unknownCompareError: 'Неизвестная ошибка',
  status: { active: 'Опубликована', blocked: 'Черновик' },
} as const;

/**
 * Comparison errors a refused publish lists, by id (the spec names only the fallback, 'Неизвестная
 * ошибка'; these ids are the stand-in's and the readme's choice).
 */
export const COMPARE_ERRORS: Record<number, string> = {
  1: 'В версии нет доменов',
  2: 'Версия не отличается от опубликованной',
  3: 'Домен отсутствует в статистике',
};

const named = (row: DomainVersion): string => `№${row.id}`;

/** Accessible names of a row's controls, naming the version. */
export const ROW_LABELS = {
  edit: (row: DomainVersion) => `Открыть версию ${named(row)}`,
  remove: (row: DomainVersion) => `Удалить версию ${named(row)}`,
  status: (row: DomainVersion) => `Публикация версии ${named(row)}`,
  deleteTitle: (row: DomainVersion) => `Удаление версии ${named(row)}`,
};
