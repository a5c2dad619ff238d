/** The texts of an image's moderation history (I 2.5). */
export const TEXT = {
  deleted: 'Внимание, изображение было удалено!',
  noChanges: 'Изменения не зафиксированы',
  caption: 'Изменения изображения',
  domain: 'Домен',
  columns: { created: 'Дата', user: 'Пользователь' },
  loadFailed: 'Не удалось загрузить данные',
} as const;
