/** Words every creative page says the same way. */
export const CREATIVE_TEXT = {
  noGroup: 'Без группы',
  group: (name: string, id: number) => (name ? `${name} (№${id})` : `Группа №${id}`),
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

/**
 * The conversion rule's distribution choices (its own screen's). The flight's form takes the list its page prints
 * (data-props `distributions`, issue 43): the spec names the field, not its values.
 */
export const DISTRIBUTIONS = [
  { value: 'even', label: 'Равномерно' },
  { value: 'asap', label: 'Как можно быстрее' },
];
