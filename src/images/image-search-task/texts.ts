/** The screen's texts: the spec's where it gives them (I 5, I 8), the operator's words elsewhere. */
export const TEXTS = {
  gallery: 'Найденные изображения',
  empty: 'Изображения пока не найдены',
  loadFailed: 'Не удалось загрузить задачу.',
  retry: 'Загрузить снова',
  save: 'Сохранить',
  downloadJson: 'Скачать JSON',
  limit: 'Лимит',
  loadMore: 'Догрузить изображения до лимита',
  query: 'Поисковый запрос:',
  author: 'Автор:',
  unknownAuthor: 'Неизвестный пользователь',
  total: 'Всего изображений:',
  found: 'Найдено:',
  marked: 'Отмечено к удалению:',
  unsaved: 'Есть несохранённые изменения',
  markSelected: 'Удалить выбранные',
  unmarkSelected: 'Вернуть выбранные',
  willBeDeleted: 'Будет удалено',
  /** I 8: the task save's alert. */
  saved: 'Успешно сохранено!',
  savedTitle: 'Сохранено',
  limitTitle: 'Ошибка',
  imageTitle: 'Изображение',
  pages: 'Страницы изображений',
  pagesBelow: 'Страницы изображений (внизу)',
} as const;

/** A tile's name: the image's id, else its place in the task. */
export const imageName = (image: { id: number | null; n: number }): string => `изображение ${image.id ?? `№${image.n}`}`;

/** Accessible names of the deletion mark's button, naming the image. */
export const markLabel = (name: string, marked: boolean): string => `${marked ? 'Вернуть' : 'Удалить'} ${name}`;
