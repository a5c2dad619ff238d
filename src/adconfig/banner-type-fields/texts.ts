import type { BannerTypeField } from './api';
import { recordTitle } from '@core/crud/recordTitle';

/** The screen's texts: the spec's where it gives them (A 5, A 8), the operator's words elsewhere. */
export const TEXTS = {
  title: 'Поля типа баннера',
  add: 'Добавить поле',
  createTitle: 'Новое поле',
  /** The edit modal's title names the record: 'Поле типа баннера «…»' (no name: №id). */
  editTitle: (row: BannerTypeField) => recordTitle('Поле типа баннера', row),
  name: 'Название',
  alias: 'Ключ',
  key: 'Полный ключ',
  type: 'Тип',
  parent: 'Родительское поле',
  noParent: 'Нет (верхний уровень)',
  defaultValue: 'Значение по умолчанию',
  nameRequired: 'Поле "Название" обязательно для заполнения!',
  aliasRequired: 'Поле "Ключ" обязательно для заполнения!',
  aliasHelp: 'Полный ключ складывается из ключей родительских полей через точку.',
  empty: 'Поля ещё не добавлены',
  deleteQuestion: 'Вы уверены?',
  hint: 'Порядок меняется перетаскиванием за ручку или с клавиатуры: пробел, стрелки, пробел.',
  actions: 'Действия',
  required: 'Обязательное поле',
  min: 'Минимум',
  max: 'Максимум',
  options: 'Варианты списка',
  optionsHelp: 'По одному в строке: значение = подпись (или только значение).',
  advEngines: 'Рекламные системы (adv_engines)',
  advEnginesHelp: 'ID через запятую; пусто — для всех систем.',
  engines: 'Движки (engines)',
  enginesHelp: 'ID через запятую.',
  badIds: 'Необходимо корректно заполнить поле с идентификаторами!',
  notNumber: 'Поле должно содержать число!',
  minAboveMax: 'Минимум больше максимума',
  optionsRequired: 'Задайте хотя бы один вариант списка',
  parentNotGroup: 'Родителем может быть только группа',
  notAGroup: 'не группа',
} as const;

/** A 3 field types: those the banner editor shows (shared/banner/api.ts), a group holding other fields. */
export const FIELD_TYPES: { value: string; label: string }[] = [
  { value: 'string', label: 'Строка' },
  { value: 'int', label: 'Число' },
  { value: 'textarea', label: 'Текст' },
  { value: 'url', label: 'Ссылка' },
  { value: 'select', label: 'Список' },
  { value: 'file', label: 'Файл' },
  { value: 'bool', label: 'Флажок' },
  { value: 'group', label: 'Группа' },
];

const quoted = (row: BannerTypeField): string => `«${row.name}»`;

/** Accessible names of a row's controls, naming the field. */
export const ROW_LABELS = {
  edit: (row: BannerTypeField) => `Изменить поле ${quoted(row)}`,
  remove: (row: BannerTypeField) => `Удалить поле ${quoted(row)}`,
  deleteTitle: (row: BannerTypeField) => `Удаление поля ${quoted(row)}`,
};
