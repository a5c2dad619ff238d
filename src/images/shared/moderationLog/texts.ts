/** Texts of the moderation log pages (I 2.5, I 8). */
export const LOG_TEXT = {
  unknownUser: 'Неизвестный пользователь',
  before: 'До',
  after: 'После',
  groups: { tags: 'Автоматические', tags_include: 'Добавленные', tags_exclude: 'Исключённые' },
  noTags: 'Тегов нет',
  excluded: 'исключён',
  changed: 'новый',
  /** An image is named by its id, the one its history page is at. */
  historyOf: (id: number | null) => (id === null ? 'Изображение' : `Изображение ${id}`),
} as const;
