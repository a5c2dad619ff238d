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
  /** Said in the delete question when files in use by the banner's parameters are among those going (their links stop working). */
  inUse: (names: string[]) =>
    `Используются в параметрах баннера (${names.length}): ${names.slice(0, 10).join(', ')}${names.length > 10 ? ', …' : ''}. Ссылки на них перестанут работать.`,
  zip: 'Скачать все (zip)',
  related: 'Используется',
} as const;
