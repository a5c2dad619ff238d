import type { ClosingDocument } from './api';
import type { DocumentType } from './props';
import { recordTitle } from '@core/crud/recordTitle';

/** The screen's texts: the spec's where it gives them (S 2, S 8), the operator's words elsewhere. */
export const TEXTS = {
  title: 'Закрывающие документы',
  add: 'Добавить акт',
  createTitle: 'Новый акт',
  /** The edit modal's title names the record: 'Акт «…»' (no name: №id). */
  editTitle: (row: ClosingDocument) => recordTitle('Акт', { id: row.id, name: row.doc_number }),
  empty: 'Акты не найдены',
  deleteQuestion: 'Вы уверены?',
  deleted: 'Акт удалён',
  badId: 'Не указан медиаплан: откройте страницу из медиаплана.',
  chooseType: 'Выберите тип',
  required: (name: string) => `Поле "${name}" обязательно для заполнения!`,
  number: (name: string) => `Поле "${name}" должно содержать число!`,
  rate: 'Ставка НДС должна быть числом от 0 до 100!',
  periodOrder: 'Дата окончания не может быть раньше даты начала',
  sections: { document: 'Документ', amount: 'Сумма', fullAmount: 'Полная сумма', agent: 'Отчёт агента', unitCost: 'Стоимость единицы' },
  unitCostHelp: 'По модели продаж за период акта',
  salesModel: 'Модель продаж',
  chooseModel: 'Выберите модель',
  noModels: 'Модели продаж не загружены',
  calculate: 'Рассчитать',
  needPeriod: 'Укажите период акта',
  needModel: 'Выберите модель продаж',
  noUnitCost: 'Стоимость единицы не рассчитана',
  unitCosts: 'Стоимость по моделям продаж',
} as const;

/** The field names (S 3 Closing document). */
export const LABEL = {
  type: 'Тип документа',
  docNumber: 'Номер документа',
  dateSigned: 'Дата подписания',
  dateBegin: 'Начало периода',
  dateEnd: 'Окончание периода',
  isVat: 'С НДС',
  amount: { amount: 'Сумма без НДС', rate: 'Ставка НДС, %', vat: 'Сумма НДС', withVat: 'Сумма с НДС' },
  fullAmount: { amount: 'Полная сумма без НДС', rate: 'Ставка НДС полной суммы, %', vat: 'НДС полной суммы', withVat: 'Полная сумма с НДС' },
  agentAmount: { amount: 'Сумма агента без НДС', rate: 'Ставка НДС агента, %', vat: 'НДС агента', withVat: 'Сумма агента с НДС' },
  agentDocNumber: 'Номер отчёта агента',
  agentDateSigned: 'Дата подписания отчёта агента',
  unitCost: 'Стоимость единицы',
} as const;

/** S 3: `agent_report` is one type; the other is the act itself. */
export const DEFAULT_TYPES: DocumentType[] = [
  { id: 'act', name: 'Акт' },
  { id: 'agent_report', name: 'Отчёт агента' },
];

const named = (row: ClosingDocument): string => `№${row.doc_number || row.id}`;

/** Accessible names of a row's controls, naming the act. */
export const ROW_LABELS = {
  edit: (row: ClosingDocument) => `Изменить акт ${named(row)}`,
  remove: (row: ClosingDocument) => `Удалить акт ${named(row)}`,
  status: (row: ClosingDocument) => `Статус акта ${named(row)}`,
  deleteTitle: (row: ClosingDocument) => `Удаление акта ${named(row)}`,
};
