import { RULE_TEXT } from '@adconfig/shared/optionRules';

export const TEXT = {
  title: 'Правила диапазонов',
  hint: 'Разрешить или запретить показ, когда значение показателя в диапазоне от и до (включительно).',
  rows: 'Правила',
  add: 'Добавить правило',
  /** A 8. */
  empty: 'Правила еще не заданы',
  allow: (n: number) => `Правило ${n}: действие`,
  type: (n: number) => `Правило ${n}: показатель`,
  min: (n: number) => `Правило ${n}: от`,
  max: (n: number) => `Правило ${n}: до`,
  event: (n: number) => `Правило ${n}: тип события`,
  chooseEvent: RULE_TEXT.chooseEvent,
  required: RULE_TEXT.required,
  notNumber: RULE_TEXT.notNumber,
  maxBelowMin: 'Поле некорректно заполнено',
} as const;
