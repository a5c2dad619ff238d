/** The settings navigator's texts (A 2 Other, A 3 Navigation action, A 7, A 8). */
export const TEXT = {
  sections: 'Разделы настроек',
  confirm: 'Вы уверены?',
  loading: 'Загрузка...',
  empty: 'Нет данных.',
  noSections: 'Разделы настроек не заданы.',
  noActions: 'Действий нет.',
  unavailable: 'Недоступно',
  done: 'Выполнено',
} as const;
