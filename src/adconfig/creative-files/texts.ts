/** The screen's words: the spec's where it has them, ours (in its tone) where it says 'not shown'. */
export const TEXTS = {
  title: 'Файлы флайта',
  noCreative: 'Не указан флайт: откройте страницу со ссылкой вида ?id={ID флайта}.',
  empty: 'Файлы не загружены',
  drop: 'Перетащите файлы сюда или',
  choose: 'Выберите файлы',
  uploading: (done: number, total: number) => `Загрузка файлов: ${done} из ${total}`,
  uploaded: (count: number) => `Загружено файлов: ${count}`,
  deleteSelected: 'Удалить выбранные',
  deleteAll: 'Удалить все',
  deleteTitle: 'Вы уверены?',
  deleteSelectedQuestion: (count: number) => `Удалить выбранные файлы (${count})?`,
  deleteAllQuestion: (count: number) => `Удалить все файлы флайта (${count})?`,
  deleted: 'Файлы удалены',
  zip: 'Скачать все (zip)',
  related: 'Используется',
} as const;
