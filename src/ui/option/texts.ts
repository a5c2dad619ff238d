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
  /** A list to choose from (device types, select options) while its dictionary loads, or when it failed. */
  choicesLoading: 'Загружаю список...',
  choicesFailed: 'Не удалось загрузить список.',
  /** The button that opens the tag picker of a long list (inside the list's fieldset, which names it). */
  pick: 'Выбрать',
  more: (n: number) => `и ещё ${n}`,
  /** The option came without a status it recognises: not "off", unknown until switched (issue 41). */
  statusUnknown: 'Статус не известен',
  statusUnknownHint: 'Сохранится как есть, пока вы его не переключите.',
  /** The option's value is of a shape this editor does not know. */
  foreignValue: 'Значение таргета в незнакомом виде:',
  foreignValueHint: 'Оно сохранится как есть, пока вы его не измените здесь.',
};
