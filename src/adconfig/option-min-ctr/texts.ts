export const TEXT = {
  title: 'Минимальный CTR',
  hint: 'Показывать объекты, у которых выбранный показатель не ниже минимума, %.',
  type: 'Показатель',
  minCtr: 'Минимум, %',
  targetEtr: 'Целевой ETR, %',
  targetHelp: 'Необязательно.',
  /** A 5 generic required message. */
  required: 'Обязательное поле',
} as const;
