/** The screen's texts: the spec's where it gives them (S 2, S 8), the operator's words elsewhere. */
export const TEXTS = {
  caption: 'Отчёт',
  empty: 'Нет данных',
};
