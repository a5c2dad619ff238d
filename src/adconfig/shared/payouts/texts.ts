/** The payout tables' texts (A 2, A 5, A 9): the spec's where it gives them, the operator's words elsewhere. */
export const PAYOUT_TEXTS = {
  loading: 'Ожидаю данные...',
  noId: 'Не указан идентификатор: откройте страницу по ссылке с ?id=.',
  empty: 'Выплаты не заданы.',
  columns: { cpm: 'CPM', cpc: 'CPC', cpa: 'CPE', mode: 'RTB: режим', max_price: 'RTB: макс. цена', target: 'RTB: цель' },
  save: 'Сохранить',
  saved: 'Сохранено',
  unsaved: 'Не сохранено',
  notNumber: 'Введите число',
  negative: 'Выплата не может быть отрицательной (−1: нет выплаты)',
  oneKind: 'Укажите только один вид выплаты: CPM, CPC, CPE или RTB',
  rtbRequired: 'Для RTB обязательны режим, максимальная цена и цель',
  fixCells: 'Исправьте значения в отмеченных ячейках.',
  hint: 'В строке задаётся один вид выплаты: CPM, CPC, CPE или RTB (режим, максимальная цена и цель); остальные поля строки недоступны, пока он заполнен. Пустое поле — без значения, «—» — нет выплаты.',
  pages: 'Страницы таблицы выплат',
  pagesBelow: 'Страницы таблицы выплат (внизу)',
} as const;
