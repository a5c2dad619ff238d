/** The screen's texts: the spec's where it gives them (S 2, S 8), the operator's words elsewhere. */
export const TEXTS = {
  caption: 'Таблица данных',
  empty: 'Нет данных',
  period: 'Период',
  id: 'ID',
  tags: 'Теги (ID через запятую)',
  /** The tags chosen by name (props `tags`). */
  tagsByName: 'Теги',
  anyTag: 'Любые',
  tagsHelp: 'Например: 3, 5',
  tagsMode: 'Совпадение тегов',
  modes: { or: 'Любой из тегов', and: 'Все теги' },
};
