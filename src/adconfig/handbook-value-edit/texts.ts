import type { Channel } from '@adconfig/shared/handbookValue/api';

export const TEXT = {
  heading: (name: string) => (name ? `Значение справочника «${name}»` : 'Значение справочника'),
  handbook: 'Справочник',
  back: 'К значениям справочника',
  badId: 'Не указано значение справочника: в адресе страницы нет его номера.',
  tabs: { index: 'Основное', description: 'Описание', channels: 'Каналы' },
  name: 'Название',
  val: 'Значение',
  sort: 'Сортировка',
  description: 'Описание',
  sortNumber: 'Поле должно содержать число!',
  nameRequired: 'Поле "Название" обязательно для заполнения!',
  channelIds: 'Идентификаторы каналов',
  channelIdsHelp: 'Через запятую, например: 101, 102',
  addChannels: 'Добавить',
  /** A 5: channel add by ids must parse as numbers. */
  badIds: 'Необходимо корректно заполнить поле с идентификаторами!',
  notFound: (ids: number[]) => `Каналы не найдены: ${ids.join(', ')}`,
  noChannels: 'Каналы не добавлены',
  channelsCaption: 'Каналы значения',
  unknownChannel: (id: number) => `Канал #${id}`,
  removeChannel: (channel: Pick<Channel, 'channel_id' | 'name'>) => `Удалить канал «${channel.name || `#${channel.channel_id}`}»`,
  channelsLoadFailed: 'Каналы не загружены.',
} as const;

/** A 3 channel statuses: an icon (a coloured dot) and its words for screen readers and the tooltip. */
export const CHANNEL_STATUS: Record<string, { text: string; className: string }> = {
  active: { text: 'Активен', className: 'text-success' },
  blocked: { text: 'Заблокирован', className: 'text-danger' },
  new: { text: 'Новый', className: 'text-warning' },
};
export const UNKNOWN_CHANNEL_STATUS = { text: 'Неизвестный статус', className: 'text-secondary' };
