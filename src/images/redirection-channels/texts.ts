import type { Channel } from './api';

/** The screen's texts: the spec's where it gives them (I 2.8, I 5), the operator's words elsewhere; the corrections rows' own are CORRECTION_TEXT (src/core/corrections). */
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
  /** The linked channel's lookup failed (not: it is not there). */
  channelFailed: 'Не удалось загрузить канал.',
  creating: 'Новый канал перенаправления',
  updating: 'Канал перенаправления',
  addRow: 'Добавить корректировку',
  noRows: 'Корректировок нет: добавьте строку.',
  save: 'Сохранить',
  unsaved: 'Есть несохранённые изменения',
  discardQuestion: 'Корректировки не сохранены. Открыть другой канал без сохранения?',
  deleteQuestion: 'Вы уверены? Корректировки канала будут удалены.',
} as const;

const quoted = (c: Channel): string => `«${c.name || c.id}»`;

/** Accessible names of a row's controls, naming the channel. */
export const ROW_LABELS = {
  edit: (c: Channel) => `Изменить корректировки канала ${quoted(c)}`,
  remove: (c: Channel) => `Удалить канал перенаправления ${quoted(c)}`,
  status: (c: Channel) => `Статус канала ${quoted(c)}`,
  deleteTitle: (c: Channel) => `Удаление канала перенаправления ${quoted(c)}`,
};
