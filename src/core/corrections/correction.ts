import { d } from '../decode';

/** A 3 "Correction row": its kinds: displayed, clicked, events (every event), event (one, by event_id). */
export const CORRECTION_TYPES = ['displayed', 'clicked', 'events', 'event'] as const;
export type CorrectionType = (typeof CORRECTION_TYPES)[number];

/** A 3 "Correction row: type, event_id, channel_id, slice_percent, redirection_percent". */
export interface Correction {
  channel_id: number | null;
  type: CorrectionType | '';
  event_id: number | null;
  slice_percent: number | null;
  redirection_percent: number | null;
}

/** An event a row may choose (a format's event: A 7 Format_Events), or one of the three kinds. */
export interface EventChoice {
  value: string;
  name: string;
}

const percent = (raw: unknown): number | null => {
  const n = d.number(raw);
  return n !== null && n >= 0 && n <= 100 ? n : null;
};

/** Corrections as the server sends them: entries that are not objects dropped; odd fields empty. */
export const correctionsOf = d.records({
  channel_id: d.id,
  type: d.oneOf<CorrectionType | ''>(CORRECTION_TYPES, ''),
  event_id: d.id,
  slice_percent: percent,
  redirection_percent: percent,
});

/** A 5 and the rows' texts, shared by every corrections editor. */
export const CORRECTION_TEXT = {
  channel: 'Канал',
  chooseChannelOption: 'Выберите канал',
  event: 'Событие',
  slice: 'Срез, %',
  redirection: 'Перенаправление, %',
  chooseEvent: 'Выберите событие',
  clear: 'Очистить',
  remove: 'Удалить',
  clearRow: (n: number) => `Очистить корректировку ${n}`,
  removeRow: (n: number) => `Удалить корректировку ${n}`,
  rowTitle: (n: number) => `Корректировка ${n}`,
  rowSuffix: (n: number) => `, строка ${n}`,
  otherEvent: (id: string) => `Событие #${id}`,
  otherChannel: (id: string) => `Канал #${id}`,
  chooseChannel: 'Выберите канал!',
  chooseEventError: 'Выберите событие!',
  percentError: '% число от 0 до 100!',
  /** A 4 "an event can be used in only one row": a row whose event another row already has (its channel's, with a channel per row). */
  eventTwice: 'Это событие уже выбрано в другой строке',
  eventTwiceForChannel: 'Это событие уже выбрано для канала в другой строке',
  /** A 8: asked before a row is deleted. */
  removeQuestion: 'Вы уверены?',
  formErrors: 'Форма содержит ошибки!',
  types: { displayed: 'Показы', clicked: 'Клики', events: 'Все события' },
} as const;
