import type { VerifierCounter } from './api';
import { recordTitle } from '@core/crud/recordTitle';

/** The screen's texts: the spec's where it gives them (A 5, A 8), the operator's words elsewhere. */
export const TEXTS = {
  title: 'Счётчики верификаторов',
  add: 'Добавить',
  createTitle: 'Новый счётчик верификатора',
  /** The edit modal's title names the record: 'Счётчик верификатора «…»' (no name: №id). */
  editTitle: (row: VerifierCounter) => recordTitle('Счётчик верификатора', row),
  mainTab: 'Основные настройки',
  pricesTab: 'Цены',
  name: 'Название',
  verifier: 'Верификатор',
  unitType: 'Единица учёта',
  description: 'Описание',
  todayPrice: 'Цена на сегодня',
  choose: 'Выберите',
  required: (name: string) => `Поле ${name} обязательно для заполнения!`,
  empty: 'Счетчики не установлены',
  deleteQuestion: 'Вы уверены?',
  optionsFailed: 'Не удалось загрузить верификаторов и единицы учёта.',
  pricesLocked: 'Цены можно задать после создания счётчика: сохраните его.',
  /** A 8. */
  noPrices: 'Цены не найдены',
  pricesCaption: 'Цены счётчика',
  day: 'День',
  price: 'Цена',
  dateFrom: 'С даты',
  dateTo: 'По дату',
  addPrices: 'Задать цену на период',
  dateRequired: 'Укажите обе даты периода',
  badPeriod: 'Некорректный период',
  priceNumber: 'Цена должна быть числом',
  savePrice: (day: string) => `Сохранить цену за ${day}`,
  removePrice: (day: string) => `Удалить цену за ${day}`,
  removePriceTitle: (day: string) => `Удаление цены за ${day}`,
  priceInput: (day: string) => `Цена за ${day}`,
} as const;

const quoted = (row: VerifierCounter): string => `«${row.name}»`;

/** Accessible names of a row's controls, naming the counter. */
export const ROW_LABELS = {
  edit: (row: VerifierCounter) => `Изменить счётчик ${quoted(row)}`,
  remove: (row: VerifierCounter) => `Удалить счётчик ${quoted(row)}`,
  status: (row: VerifierCounter) => `Статус счётчика ${quoted(row)}`,
  deleteTitle: (row: VerifierCounter) => `Удаление счётчика ${quoted(row)}`,
};
