import type { ExcelColumn } from '@core/excel';
import { formatDateTime } from '@core/format';
import { availability, AVAILABILITY_TEXT, type Site } from './site';

/** The main table's columns as an Excel sheet (same titles, same order). */
export const SITE_EXPORT_COLUMNS: ExcelColumn<Site>[] = [
  { title: 'Название', value: (s) => s.name, width: 40 },
  { title: 'Ссылка', value: (s) => s.url, width: 45 },
  { title: 'Категория', value: (s) => s.categoryName, width: 25 },
  { title: 'Доступность', value: (s) => [AVAILABILITY_TEXT[availability(s)], formatDateTime(s.checkedAt)].filter(Boolean).join(', '), width: 28 },
];
