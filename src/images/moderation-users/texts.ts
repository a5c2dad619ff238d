/** The texts of moderation statistics by user (I 2.5). */
export const TEXT = {
  caption: 'Статистика модерации по пользователям',
  search: 'Пользователь',
  columns: {
    user_id: 'ID пользователя',
    user_login: 'Пользователь',
    images: 'Изображений',
    actions: 'Изменений',
    last_action: 'Последнее изменение',
  },
} as const;
