/** The screen's texts: the operator's words (the spec names none for this report beyond S 8). */
export const TEXTS = {
  caption: 'Биллинг каналов',
  empty: 'Ничего не найдено',
  period: 'Период',
  search: 'Поиск',
  searchHelp: 'Канал или партнёр',
  export: 'Экспорт в Excel',
  exportTitle: 'Откроется в новом окне',
  relog: (name: string) => `Войти как партнёр ${name}`,
  stat: (name: string) => `Статистика канала ${name}`,
  settings: (name: string) => `Настройки канала ${name}`,
  statShort: 'Статистика',
  settingsShort: 'Настройки',
};
