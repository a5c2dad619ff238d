/** The category picker's texts (I 2.1). */
export const CATEGORY_PICKER_TEXT = {
  toggle: 'Теги по категориям',
  tree: 'Категории тегов',
  loading: 'Ожидаю данные...',
  empty: 'Категории не заданы',
  choose: 'Выберите категорию, чтобы добавить её теги.',
  tagsOf: (name: string) => `Теги категории «${name}»`,
  noTags: 'В категории нет тегов',
  added: 'добавлен',
  addAll: 'Добавить все теги категории',
} as const;
