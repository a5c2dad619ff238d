import type { PayoutScheme } from './api';
import { recordTitle } from '@core/crud/recordTitle';

/** The screen's texts: the spec's where it gives them (S 5, S 8), the operator's words elsewhere. */
export const TEXTS = {
  title: 'Схемы выплат',
  add: 'Добавить',
  createTitle: 'Новая схема выплат',
  /** The edit modal's title names the record: 'Схема выплат «…»' (no name: №id). */
  editTitle: (row: PayoutScheme) => recordTitle('Схема выплат', row),
  name: 'Название',
  format: 'Формат',
  event: 'Событие',
  chooseFormat: 'Выберите формат',
  noEvent: 'Не выбрано',
  formatLocked: 'Формат нельзя изменить у созданной схемы.',
  /** Without the list answer's `formats` (ours, optional) the format and the event are typed as ids. */
  formatIdHelp: 'Список форматов не получен: укажите ID формата.',
  eventIdHelp: 'ID события; пусто — не выбрано.',
  idInvalid: 'Укажите целое положительное число.',
  nameRequired: 'Поле "Название" обязательно для заполнения!',
  formatRequired: 'Поле "Формат" обязательно для заполнения!',
  empty: 'Нет данных',
  deleteQuestion: 'Вы уверены?',
  status: { active: 'Активна', blocked: 'Заблокирована' },
} as const;

const quoted = (row: PayoutScheme): string => `«${row.name}»`;

/** Accessible names of a row's controls, naming the scheme. */
export const ROW_LABELS = {
  edit: (row: PayoutScheme) => `Изменить схему ${quoted(row)}`,
  remove: (row: PayoutScheme) => `Удалить схему ${quoted(row)}`,
  status: (row: PayoutScheme) => `Статус схемы ${quoted(row)}`,
  deleteTitle: (row: PayoutScheme) => `Удаление схемы выплат ${quoted(row)}`,
};
