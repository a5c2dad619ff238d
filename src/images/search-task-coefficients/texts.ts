import type { Coefficient, CoefficientType } from './api';
import { recordTitle } from '@core/crud/recordTitle';

/** The screen's texts: the spec's where it gives them (I 5), the operator's words elsewhere. */
export const TEXTS = {
  title: 'Коэффициенты',
  add: 'Добавить',
  createTitle: 'Новый коэффициент',
  /** The edit modal's title names the record: 'Коэффициент «…»' (no name: №id). */
  editTitle: (row: Coefficient) => recordTitle('Коэффициент', row),
  name: 'Название',
  project: 'Проект',
  projects: 'Проекты',
  allProjects: 'Все проекты',
  chooseProject: 'Выберите проект',
  type: 'Тип',
  applyOrder: 'Порядок применения',
  val: 'Значение',
  enabled: 'Включён',
  items: 'Коэффициенты списка',
  addItem: 'Добавить коэффициент',
  reset: 'Сбросить',
  remove: 'Удалить',
  empty: 'Нет данных',
  deleteQuestion: 'Вы уверены?',
  /** I 5. */
  required: 'Обязательное поле',
  requiredNumber: 'Обязательное числовое поле',
  noItems: 'Необходимо добавить хотя бы один коэффициент!',
  badItems: 'Все поля должны быть корректно заполнены!',
  deletedItem: 'Удалён',
} as const;

export const TYPE_NAMES: Record<CoefficientType, string> = { simple: 'Простой', list: 'Список' };

const quoted = (row: Coefficient): string => `«${row.name}»`;

/** Accessible names of a row's controls, naming the coefficient. */
export const ROW_LABELS = {
  open: (row: Coefficient) => `Открыть коэффициент ${quoted(row)}`,
  edit: (row: Coefficient) => `Изменить коэффициент ${quoted(row)}`,
  remove: (row: Coefficient) => `Удалить коэффициент ${quoted(row)}`,
  status: (row: Coefficient) => `Статус коэффициента ${quoted(row)}`,
  deleteTitle: (row: Coefficient) => `Удаление коэффициента ${quoted(row)}`,
};

/** Accessible names of an item's controls in the modal, by its position. */
export const ITEM_LABELS = {
  name: (n: number) => `Название коэффициента ${n}`,
  val: (n: number) => `Значение коэффициента ${n}`,
  remove: (n: number) => `Убрать коэффициент ${n}`,
  toggle: (n: number, deleted: boolean) => `${deleted ? 'Восстановить' : 'Удалить'} коэффициент ${n}`,
};
