export const TEXT = {
  title: 'Настройки гео',
  hint: 'Показывать в разрешённых гео-объектах и не показывать в исключённых. Списки можно сохранить шаблоном и применить позже.',
  templates: 'Шаблоны',
  /** Asked before a template replaces unsaved lists (issue 43). */
  replaceByTemplate: (name: string) => `Заменить несохранённые списки гео шаблоном «${name}»?`,
} as const;
