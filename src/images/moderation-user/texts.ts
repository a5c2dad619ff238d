/** The texts of a user's moderation page (I 2.5). */
export const TEXT = {
  user: 'Пользователь',
  tabs: { images: 'Изображения', actions: 'Действия' },
  imagesCaption: 'Изображения, изменённые пользователем',
  actionsCaption: 'Действия пользователя',
  columns: {
    preview: 'Превью',
    image: 'Изображение',
    domain: 'Домен',
    status: 'Статус',
    actions: 'Изменений',
    lastAction: 'Последнее изменение',
    created: 'Дата',
  },
  deleted: 'Удалено',
  emptyImages: 'Пользователь ещё не изменял изображения',
  emptyActions: 'Изменения не зафиксированы',
} as const;
