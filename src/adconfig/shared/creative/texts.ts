/** Words every creative page says the same way. */
export const CREATIVE_TEXT = {
  heading: (id: number, name: string) => `Флайт №${id}${name ? `: ${name}` : ''}`,
  badId: 'Не указан флайт: откройте страницу из списка флайтов.',
  settings: 'Основные настройки флайта',
} as const;

/** A 3 redirect_method (default auto, A 9) and distribution: the flight's and the conversion rule's choices. */
export const REDIRECT_METHODS = [
  { value: 'auto', label: 'Автоматически' },
  { value: 'js', label: 'JavaScript' },
  { value: 'meta', label: 'Meta refresh' },
  { value: 'header', label: 'HTTP-редирект' },
];

export const DISTRIBUTIONS = [
  { value: 'even', label: 'Равномерно' },
  { value: 'asap', label: 'Как можно быстрее' },
];
