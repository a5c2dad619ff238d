import type { Handbook } from './api';
import { recordTitle } from '@core/crud/recordTitle';

/** The screen's texts: the operator's words (A 2, A 3 name the fields; the spec gives no labels). */
export const TEXTS = {
  title: 'Справочники',
  add: 'Добавить',
  createTitle: 'Новый справочник',
  /** The edit modal's title names the record: 'Справочник «…»' (no name: №id). */
  editTitle: (row: Handbook) => recordTitle('Справочник', row),
  name: 'Название',
  alias: 'Псевдоним',
  aliasHelp: 'Пустой псевдоним станет равен названию.',
  organizations: 'Организации',
  noOrganizations: 'Организации не заданы',
  allOrganizations: 'Все организации',
  flags: 'Свойства',
  isVal: 'Значения с полем «Значение»',
  isMov: 'Значения можно перемещать',
  isPublic: 'Публичный',
  isEditPage: 'Редактировать значения на отдельной странице',
  isEditOnCreate: 'Открывать страницу значения после создания',
  yes: 'Да',
  no: 'Нет',
  empty: 'Справочники не созданы',
  deleteQuestion: 'Вы уверены?',
} as const;

const quoted = (row: Handbook): string => `«${row.name}»`;

/** Accessible names of a row's controls, naming the handbook. */
export const ROW_LABELS = {
  edit: (row: Handbook) => `Изменить справочник ${quoted(row)}`,
  remove: (row: Handbook) => `Удалить справочник ${quoted(row)}`,
  status: (row: Handbook) => `Статус справочника ${quoted(row)}`,
  deleteTitle: (row: Handbook) => `Удаление справочника ${quoted(row)}`,
};
