/** The screen's words (A 2 Other event-log import, A 3, A 9: default hour 11). */
export const TEXT = {
  intro: 'Загрузите файл событий по шаблону: одна строка — одно событие.',
  template: 'Скачать шаблон',
  file: 'Файл',
  fileHelp: 'Файл по шаблону (CSV или Excel).',
  description: 'Описание',
  hour: 'Час по умолчанию',
  hourHelp: 'Для строк без часа: от 0 до 23.',
  submit: 'Импортировать',
  fileRequired: 'Выберите файл для импорта',
  hourInvalid: 'Час — целое число от 0 до 23',
  result: 'Результат импорта',
  done: 'Импорт завершён',
  total: 'Строк в файле',
  imported: 'Импортировано',
  skipped: 'Пропущено',
  errors: 'Ошибки в строках',
  line: 'Строка',
  error: 'Ошибка',
  unknown: 'неизвестно',
} as const;

/** A 9: the hour used for events whose line has none. */
export const DEFAULT_HOUR = 11;
