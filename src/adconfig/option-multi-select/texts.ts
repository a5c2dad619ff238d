export const TEXT = {
  /** The heading when the page names no option (props.title). */
  title: 'Множественный выбор',
  legend: 'Значения',
  noChoices: 'Значения не заданы',
} as const;
