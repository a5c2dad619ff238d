/** The texts every rules editor of an option shares (range rules, label/event rules): A 5 and the choices. */
export const RULE_TEXT = {
  allowed: 'Разрешить',
  denied: 'Запретить',
  chooseEvent: 'Выберите тип события',
  required: 'Обязательное поле',
  /** A 5 (numbers). */
  notNumber: 'Поле должно содержать число!',
  /** A saved event type the list does not name (another format's, or the list failed). */
  otherEvent: (id: number | string) => `#${id}`,
} as const;
