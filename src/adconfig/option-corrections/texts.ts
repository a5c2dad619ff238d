import { CORRECTION_TEXT } from '@core/corrections';

export const TEXT = {
  title: 'Корректировки',
  hint: 'Срез — доля трафика канала, к которой применяется корректировка; перенаправление — доля среза, которая перенаправляется. Строки с нулевым или пустым срезом не сохраняются.',
  empty: 'Корректировки не заданы',
  add: 'Добавить корректировку',
  /** A 5: the whole form, above the rows, while a row has an error. */
  formErrors: CORRECTION_TEXT.formErrors,
} as const;
