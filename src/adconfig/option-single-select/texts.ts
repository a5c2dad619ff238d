export const TEXT = {
  /** The heading when the page names no option (props.title). */
  title: 'Одиночный выбор',
  field: 'Значение',
  /** The choice of none (A 2: a dash where there is nothing). */
  none: '—',
  noChoices: 'Значения не заданы',
} as const;
