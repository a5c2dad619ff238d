import { formatNumber } from '@core/format';

/** The screen's texts: the spec's (A 5, with the typo fixes of ARCHITECTURE 6) and the screen's own. */
export const TEXT = {
  nameRequired: 'Поле Название обязательно для заполнения!',
  siteRequired: 'Необходимо указать название и ссылку!',
  urlInvalid: 'Поле Ссылка должно быть корректно заполнено!',
  duplicate: (url: string) => `Сайт "${url}" уже есть в списке!`,
  confirmDeleteSelected: (n: number) => `Удалить выбранные сайты (${formatNumber(n, 0)}) из списка?`,
  confirmDeleteAll: (n: number) => `Удалить все сайты (${formatNumber(n, 0)}) из списка?`,
  importTitle: 'Импорт из Excel',
  importSummary: (added: number, skipped: number) =>
    `Добавлено сайтов: ${formatNumber(added, 0)}.${skipped ? ` Пропущено строк: ${formatNumber(skipped, 0)} (некорректная ссылка или сайт уже есть в списке).` : ''}`,
  importEmpty: 'В файле нет строк с колонками Название, Ссылка, Категория.',
  importUnreadable: 'Не удалось прочитать файл Excel.',
  loadFailed: 'Не удалось загрузить список сайтов.',
  badId: 'В адресе страницы нет корректного идентификатора списка (?id=).',
  waiting: 'Ожидаю данные...',
} as const;

/** Columns of an imported workbook (A 5), matched by header text. */
export const IMPORT_COLUMNS = ['Название', 'Ссылка', 'Категория'] as const;
