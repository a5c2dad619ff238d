import { DOMAIN_VERSION_TEXTS } from '@adconfig/shared/domainVersions/texts';
import type { DomainVersion } from './api';

/** The screen's texts: the spec's where it gives them (A 4, A 8), the operator's words elsewhere. */
export const TEXTS = {
  title: 'Версии доменов',
  add: 'Создать версию',
  empty: 'Версий пока нет',
  deleteQuestion: DOMAIN_VERSION_TEXTS.deleteQuestion,
  createOverDraft: 'Последняя версия ещё не опубликована. Создать новую версию?',
  createOverDraftTitle: 'Новая версия',
  created: 'Версия создана',
  compareTitle: DOMAIN_VERSION_TEXTS.compareTitle,
  status: DOMAIN_VERSION_TEXTS.status,
} as const;

const named = (row: DomainVersion): string => `№${row.id}`;

/** Accessible names of a row's controls, naming the version. */
export const ROW_LABELS = {
  edit: (row: DomainVersion) => `Открыть версию ${named(row)}`,
  remove: (row: DomainVersion) => `Удалить версию ${named(row)}`,
  status: (row: DomainVersion) => `Публикация версии ${named(row)}`,
  deleteTitle: (row: DomainVersion) => `Удаление версии ${named(row)}`,
};
