/** The code editor's words (I 9). */
export const CODE_TEXT = {
  openFile: 'Открыть файл',
  download: 'Скачать',
  refused: 'Поддерживаются файлы .html, .txt, .js, .log',
  tooBig: 'Файл больше 5 МБ: откройте файл поменьше',
  unreadable: (name: string) => `Не удалось прочитать файл «${name}»`,
  replaceTitle: 'Открыть файл',
  replaceQuestion: (label: string, name: string) => `Заменить текст поля «${label}» содержимым файла «${name}»?`,
  replace: 'Заменить',
  opened: (name: string) => `Открыт файл «${name}»`,
  keys: 'Tab — отступ, Ctrl+F — поиск, Ctrl+Z — отменить; Esc, затем Tab — к следующему полю',
  languages: { html: 'HTML', javascript: 'JavaScript', text: 'Текст' },
} as const;
