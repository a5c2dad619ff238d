import type { RuleKey, TimeUnit } from './value';

export const TEXT = {
  title: 'Частота показов',
  hint: 'Не чаще указанного числа раз за период. Правило сохраняется, только если количество и период больше нуля.',
  count: 'Не более, раз',
  period: 'За период',
  unit: 'Единица периода',
  event: 'Событие',
  anyEvent: 'Любое событие',
  /** A 5: a rule without count > 0 and timeout > 0 is dropped. */
  dropped: 'Не будет сохранено!',
} as const;

/** A 9: count plus period pairs for displays, clicks, events, sends. */
export const RULE_TITLES: Record<RuleKey, string> = {
  displayed: 'Показы',
  clicked: 'Клики',
  action: 'События',
  sent: 'Отправки',
};

export const UNIT_TITLES: Record<TimeUnit, string> = { second: 'сек.', minute: 'мин.', hour: 'ч.', day: 'сут.' };
