export const TEXT = {
  /** The heading when the page names no option (props.title). */
  title: 'Одиночный выбор',
  field: 'Значение',
  /** The choice of none (A 2: a dash where there is nothing). */
  none: '—',
  noChoices: 'Значения не заданы',
  /** A saved id the list does not know: kept, named by its id. */
  unknown: (id: string) => `#${id} (нет в списке)`,
} as const;
