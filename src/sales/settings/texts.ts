/** The screen's texts: the spec's where it gives them (S 8), the operator's words elsewhere. */
export const TEXTS = {
  title: 'Настройки',
  add: 'Добавить настройку',
  any: 'Все',
  failed: 'Не удалось загрузить данные',
  empty: 'По вашему запросу ничего не найдено',
} as const;
