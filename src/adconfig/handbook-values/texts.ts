import type { HandbookValue } from './api';
import { recordTitle } from '@core/crud/recordTitle';

/** The screen's texts (A 3 names the fields; the spec gives no labels). */
export const TEXTS = {
  title: 'Значения справочника',
  handbook: 'Справочник',
  add: 'Добавить',
  createTitle: 'Новое значение',
  /** The edit modal's title names the record: 'Значение справочника «…»' (no name: №id). */
  editTitle: (row: HandbookValue) => recordTitle('Значение справочника', row),
  name: 'Название',
  val: 'Значение',
  sort: 'Сортировка',
  organization: 'Организация',
  anyOrganization: 'Все организации',
  sortNumber: 'Поле должно содержать число!',
  empty: 'Значения не заданы',
  deleteQuestion: 'Вы уверены?',
} as const;

const quoted = (row: HandbookValue): string => `«${row.name}»`;

/** Accessible names of a row's controls, naming the value. */
export const ROW_LABELS = {
  edit: (row: HandbookValue) => `Изменить значение ${quoted(row)}`,
  remove: (row: HandbookValue) => `Удалить значение ${quoted(row)}`,
  status: (row: HandbookValue) => `Статус значения ${quoted(row)}`,
  deleteTitle: (row: HandbookValue) => `Удаление значения ${quoted(row)}`,
};
