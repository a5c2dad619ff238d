import { RULE_TEXT } from '@adconfig/shared/optionRules';

export const TEXT = {
  title: 'Правила по событиям и меткам',
  hint: 'Разрешить или запретить показ по клику, показу или событию у креатива, канала или кампании, или по метке.',
  rows: 'Правила',
  add: 'Добавить правило',
  /** A 8. */
  empty: 'Правила еще не заданы',
  allow: (n: number) => `Правило ${n}: действие`,
  type: (n: number) => `Правило ${n}: тип`,
  label: (n: number) => `Правило ${n}: метка`,
  event: (n: number) => `Правило ${n}: тип события`,
  object: (n: number) => `Правило ${n}: объект`,
  id: (n: number) => `Правило ${n}: ID объекта`,
  choose: 'Выберите',
  chooseEvent: RULE_TEXT.chooseEvent,
  required: RULE_TEXT.required,
  notNumber: RULE_TEXT.notNumber,
} as const;
