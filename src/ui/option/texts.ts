/** A 4 and the shell's own texts, shared by every option editor. */
export const OPTION_TEXT = {
  statusLabel: 'Статус таргета',
  /** A 4: what a locked editor says (the spec's tooltip, shown as a notice too). */
  off: 'Таргет не включен',
  loading: 'Ожидаю данные...',
  loadFailed: 'Не удалось загрузить настройки таргета.',
  retry: 'Повторить',
  save: 'Сохранить',
  unsaved: 'Есть несохранённые изменения',
  notSaved: 'Не сохранено:',
} as const;
