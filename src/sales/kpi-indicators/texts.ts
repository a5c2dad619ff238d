import type { KpiIndicator } from './api';
import { recordTitle } from '@core/crud/recordTitle';

/** The screen's texts: the spec's where it gives them (S 5, S 8), the operator's words elsewhere. */
export const TEXTS = {
  title: 'KPI-показатели',
  add: 'Добавить KPI-показатель',
  createTitle: 'Новый KPI-показатель',
  /** The edit modal's title names the record: 'KPI-показатель «…»' (no name: №id). */
  editTitle: (row: KpiIndicator) => recordTitle('KPI-показатель', row),
  name: 'Название',
  kpiType: 'Тип KPI',
  valueType: 'Тип значения',
  description: 'Описание',
  organizations: 'ID организаций',
  organizationsHelp: 'Через запятую; пусто — для всех.',
  planField: 'Поле плана',
  factField: 'Поле факта',
  className: 'Класс расчёта',
  worstValue: 'Худшее значение',
  importFields: 'Поля импорта',
  importFieldsHelp: 'Названия колонок выгрузки веб-аналитики, через запятую.',
  showIn: 'ID отчётов, в которых показывать',
  showInHelp: 'Через запятую.',
  /** The same lists chosen by name, when the page prints its dictionaries. */
  organizationsByName: 'Организации',
  organizationsByNameHelp: 'Пусто — для всех.',
  showInByName: 'Отчёты, в которых показывать',
  chooseMany: 'Выберите…',
  flags: 'Настройки ввода',
  choose: 'Выберите…',
  none: 'Не выбрано',
  required: (field: string) => `Поле "${field}" обязательно для заполнения!`,
  idsInvalid: 'Укажите целые положительные числа через запятую.',
  empty: 'Нет данных',
  deleteQuestion: 'Вы уверены?',
  status: { active: 'Активен', blocked: 'Заблокирован' },
} as const;

/** S 3: value_type percent or other. */
/** S 3's kpi_type values, named: the options when the answer's columns offer none (`columns` is optional). */
export const KPI_TYPES: { value: string; name: string }[] = [
  { value: 'quality', name: 'Качественный' },
  { value: 'quantity', name: 'Количественный' },
];

export const VALUE_TYPES = [
  { value: 'percent', name: 'Процент' },
  { value: 'other', name: 'Другое' },
] as const;

/** S 3: worst_value min or max (the plan is failed below / above it, S 9). */
export const WORST_VALUES = [
  { value: 'min', name: 'Минимальное' },
  { value: 'max', name: 'Максимальное' },
] as const;

/** S 3: the calculation classes seen. */
export const CLASS_NAMES = ['SessionsKpi', 'BrKpi', 'DepthKpi', 'DurationKpi', 'PiKpi'] as const;

/** S 3: the 0 / 1 flags, with the operator's words. */
export const FLAGS = [
  { field: 'is_required_input', label: 'Обязателен для ввода' },
  { field: 'is_breakdown_by_day', label: 'С разбивкой по дням' },
  { field: 'is_user_input', label: 'Вводится пользователем' },
  { field: 'is_auto_totals', label: 'Итоги считаются автоматически' },
] as const;

const quoted = (row: KpiIndicator): string => `«${row.name}»`;

/** Accessible names of a row's controls, naming the indicator. */
export const ROW_LABELS = {
  edit: (row: KpiIndicator) => `Изменить KPI-показатель ${quoted(row)}`,
  remove: (row: KpiIndicator) => `Удалить KPI-показатель ${quoted(row)}`,
  status: (row: KpiIndicator) => `Статус KPI-показателя ${quoted(row)}`,
  deleteTitle: (row: KpiIndicator) => `Удаление KPI-показателя ${quoted(row)}`,
};
