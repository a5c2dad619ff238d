export const TEXT = {
  title: 'Фразы на странице',
  hint: 'Показывать на страницах, где фраза встречается не меньше указанного числа раз. Пустые строки не сохраняются.',
  rows: 'Фразы',
  add: 'Добавить фразу',
  empty: 'Фразы не заданы',
  content: (n: number) => `Фраза ${n}`,
  counter: (n: number) => `Фраза ${n}: не менее раз`,
  /** A 5: the generic message of a wrongly filled field. */
  badCounter: 'Поле некорректно заполнено',
} as const;
