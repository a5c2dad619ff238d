import type { Channel } from './api';

/** The screen's texts: the spec's where it gives them (I 2.8, I 5, A 5 corrections), the operator's words elsewhere. */
export const TEXTS = {
  tableCaption: 'Каналы перенаправления',
  tableEmpty: 'Каналы перенаправления не назначены',
  searchTitle: 'Поиск канала',
  search: 'Поиск',
  searchHelp: 'ID или название канала',
  format: 'Формат',
  anyFormat: 'Все форматы',
  status: 'Статус',
  anyStatus: 'Все статусы',
  results: 'Найденные каналы',
  resultsEmpty: 'Ничего не найдено. Уже назначенные каналы перенаправления исключены из выдачи.',
  choose: (c: Channel) => `Выбрать канал «${c.name || c.id}»`,
  corrections: 'Корректировки',
  noChannel: 'Канал не выбран: выберите его в таблице или в результатах поиска.',
  channelLoading: 'Загружаю канал...',
  channelMissing: 'Канал не найден.',
  creating: 'Новый канал перенаправления',
  updating: 'Канал перенаправления',
  event: 'Событие',
  slice: 'Срез, %',
  redirection: 'Перенаправление, %',
  chooseEvent: 'Выберите событие',
  addRow: 'Добавить корректировку',
  clearRow: (n: number) => `Очистить корректировку ${n}`,
  removeRow: (n: number) => `Удалить корректировку ${n}`,
  rowTitle: (n: number) => `Корректировка ${n}`,
  rowSuffix: (n: number) => `, строка ${n}`,
  noRows: 'Корректировок нет: добавьте строку.',
  save: 'Сохранить',
  unsaved: 'Есть несохранённые изменения',
  chooseChannel: 'Выберите канал!',
  chooseEventError: 'Выберите событие!',
  percentError: '% число от 0 до 100!',
  formErrors: 'Форма содержит ошибки!',
  discardQuestion: 'Корректировки не сохранены. Открыть другой канал без сохранения?',
  deleteQuestion: 'Вы уверены? Корректировки канала будут удалены.',
  types: { displayed: 'Показы', clicked: 'Клики', events: 'Все события' },
} as const;

const quoted = (c: Channel): string => `«${c.name || c.id}»`;

/** Accessible names of a row's controls, naming the channel. */
export const ROW_LABELS = {
  edit: (c: Channel) => `Изменить корректировки канала ${quoted(c)}`,
  remove: (c: Channel) => `Удалить канал перенаправления ${quoted(c)}`,
  status: (c: Channel) => `Статус канала ${quoted(c)}`,
  deleteTitle: (c: Channel) => `Удаление канала перенаправления ${quoted(c)}`,
};
