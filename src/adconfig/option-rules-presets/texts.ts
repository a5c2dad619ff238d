export const TEXT = {
  title: 'Ссылки на события',
  hint: 'На событие вызываются ссылки правила: вместо ссылок по умолчанию, если отмечено «Заменить ссылки по умолчанию», иначе вместе с ними. Правило без ссылок не сохраняется.',
  rows: 'Правила',
  add: 'Добавить правило',
  /** A 8. */
  empty: 'Правила еще не заданы',
  event: (n: number) => `Правило ${n}: событие`,
  chooseEvent: 'Выберите событие',
  links: (n: number) => `Правило ${n}: ссылки`,
  linksHelp: 'По одной ссылке в строке (http или https).',
  override: (n: number) => `Правило ${n}: заменить ссылки по умолчанию`,
  /** A 5 (frequency's wording for a rule that is dropped). */
  dropped: 'Без ссылок — не будет сохранено!',
  /** A 5 event-link rule. */
  invalid: 'Поле некорректно заполнено',
  badLinks: (links: string[]) => `Не ссылки: ${links.slice(0, 3).join(', ')}${links.length > 3 ? ` и ещё ${links.length - 3}` : ''}`,
  presets: 'Пресеты',
  /** Asked before a preset replaces unsaved rules (issue 43). */
  replaceByPreset: (name: string) => `Заменить несохранённые правила пресетом «${name}»?`,
} as const;
