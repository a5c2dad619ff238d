/** The screen's texts: the spec's (A 5, with the typo fixes of ARCHITECTURE 6) and the screen's own. */
export const TEXT = {
  nameRequired: 'Поле Название обязательно для заполнения!',
  siteRequired: 'Необходимо указать название и ссылку!',
  urlInvalid: 'Поле Ссылка должно быть корректно заполнено!',
  duplicate: (url: string) => `Сайт "${url}" уже есть в списке!`,
  confirmDeleteSelected: (n: number) => `Удалить выбранные сайты (${n}) из списка?`,
  confirmDeleteAll: (n: number) => `Удалить все сайты (${n}) из списка?`,
  importTitle: 'Импорт из Excel',
  importSummary: (added: number, skipped: number) =>
    `Добавлено сайтов: ${added}.${skipped ? ` Пропущено строк: ${skipped} (некорректная ссылка или сайт уже есть в списке).` : ''}`,
  importEmpty: 'В файле нет строк с колонками Название, Ссылка, Категория.',
  importUnreadable: 'Не удалось прочитать файл Excel.',
  loadFailed: 'Не удалось загрузить список сайтов.',
  badId: 'В адресе страницы нет корректного идентификатора списка (?id=).',
  waiting: 'Ожидаю данные...',
} as const;

/** Columns of an imported workbook (A 5), matched by header text. */
export const IMPORT_COLUMNS = ['Название', 'Ссылка', 'Категория'] as const;
