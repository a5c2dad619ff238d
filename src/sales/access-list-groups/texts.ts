import type { AccessListGroup, FilterType, Trait } from './api';

/** The screen's texts: the spec's where it gives them (S 2, S 8), the operator's words elsewhere. */
export const TEXTS = {
  title: 'Группы списков доступа',
  columns: { name: 'Группа', optionType: 'Тип опции', traits: 'Списки' },
  empty: 'Нет данных',
  noTraits: 'Списки не добавлены',
  addList: 'Добавить список',
  listType: 'Тип списка',
  types: { white: 'Белые списки', black: 'Чёрные списки' } satisfies Record<FilterType, string>,
  list: 'Список',
  chooseList: 'Выберите список',
  listRequired: 'Выберите список!',
  loadingLists: 'Загружаю списки...',
  noLists: 'Нет списков этого типа.',
  attached: 'уже в группе',
  add: 'Добавить',
  removeQuestion: 'Вы уверены?',
  inGroup: 'Группа',
  loadingList: 'Загружаю список...',
  listNotLoaded: 'Список не загружен.',
  noEntries: 'Список пуст.',
  entriesCount: (n: string) => `Записей: ${n}`,
  moreEntries: (n: string) => `И ещё ${n}: все записи на странице списка.`,
  openPage: 'Открыть страницу списка',
  close: 'Закрыть',
  remove: 'Исключить',
} as const;

const quoted = (text: string): string => `«${text}»`;

/** Accessible names and confirmation titles, naming the group and the list. */
export const LABELS = {
  openList: (trait: Trait) => `Открыть список ${quoted(trait.filter_name || `#${trait.filter_id}`)}`,
  listTitle: (name: string) => `Список ${quoted(name)}`,
  addList: (group: AccessListGroup) => `Добавить список в группу ${quoted(group.name)}`,
  addTitle: (group: AccessListGroup) => `Добавление списка в группу ${quoted(group.name)}`,
  removeList: (trait: Trait, group: AccessListGroup) => `Исключить список ${quoted(trait.filter_name)} из группы ${quoted(group.name)}`,
  removeTitle: (trait: Trait, group: AccessListGroup) => `Исключение списка ${quoted(trait.filter_name)} из группы ${quoted(group.name)}`,
};
