export const TEXT = {
  title: 'Аудитории',
  search: 'Поиск аудиторий по названиям',
  caption: 'Выбранные аудитории',
  id: 'ID',
  name: 'Название',
  /** A 8: the empty choice. */
  none: 'Аудитория не выбрана',
  remove: 'Удалить',
  removeOne: (name: string) => `Удалить аудиторию «${name}»`,
  clear: 'Очистить список',
  /** Asked before 'Очистить список' drops every chosen audience (issue 43). */
  clearQuestion: (n: number) => `Вы уверены? Из списка будут убраны все выбранные аудитории (${n}).`,
  count: (n: number) => `Выбрано: ${n}`,
  /** An audience saved without its name. */
  unnamed: (id: number) => `#${id}`,
} as const;

/** A 9: the audience table repeats the save bar above 10 rows. */
export const REPEAT_SAVE_ABOVE = 10;
