/** The screen's words: the spec's where it has them, ours (in its tone) where it says 'not shown'. */
export const TEXT = {
  params: 'Что копировать',
  objects: 'Объекты для копирования',
  noObjects: 'Нет объектов для копирования',
  filter: 'Поиск объектов',
  itemsRequired: 'Необходимо выбрать объекты для копирования',
  save: 'Копировать',
  chosen: (count: number) => `Выбрано: ${count}`,
  copied: (count: number) => `Скопировано объектов: ${count}`,
} as const;

/** The parameters when the page passes none: the parts of a creative (flight) that are copied with it. */
export const DEFAULT_PARAMS = [
  { key: 'limits', title: 'Лимиты', checked: true },
  { key: 'channels', title: 'Каналы' },
  { key: 'payouts', title: 'Выплаты' },
  { key: 'options', title: 'Таргетинги' },
  { key: 'files', title: 'Файлы' },
  { key: 'banner_params', title: 'Параметры баннера' },
] as const;
