/** The screen's words: the spec's where it has them, ours (in its tone) where it says 'not shown'. */
export const TEXTS = {
  table: 'Флайты',
  empty: 'Ничего не найдено',
  paramsTitle: 'Параметры для изменения',
  apply: (count: number) => `Применить к выбранным (${count})`,
  noSelection: 'Выберите флайты для изменения',
  noParams: 'Выберите параметры для изменения',
  question: (count: number) => `Изменить выбранные параметры у флайтов (${count})?`,
  questionTitle: 'Массовое изменение',
  saved: (count: number) => `Изменено флайтов: ${count}`,
  number: 'Поле должно содержать число!',
  percent: '% число от 0 до 100!',
  /** A 8: the list waits for filters and 'Найти' (issue 43: not every creative at once). */
  setFilters: 'Установите фильтры и нажмите Поиск',
  limitType: (label: string) => `${label}: тип лимита`,
  period: 'Некорректный период',
  required: 'Обязательное поле',
  settingsLink: (name: string) => `${name} (настройки флайта откроются в новой вкладке)`,
} as const;

/** A 9 limit type options. */
export const LIMIT_TYPE_LABELS = { value: 'Значение', percent_campaign: '% от кампании' } as const;

export const STATUS_LABELS: Record<string, string> = { active: 'Активен', blocked: 'Заблокирован' };
