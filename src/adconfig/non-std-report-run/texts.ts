/** A 2 Non-standard report run page: its words. */
export const TEXT = {
  heading: (id: number, name: string) => `Нестандартный отчёт №${id}${name ? `: ${name}` : ''}`,
  filters: 'Фильтры отчёта',
  search: 'Поиск',
  reset: 'Сбросить',
  setFilters: 'Установите фильтры и нажмите Поиск',
  noFilters: 'У отчёта нет фильтров: нажмите Поиск.',
  waiting: 'Ожидаю данные...',
  edit: 'Изменить отчёт',
  back: 'К списку отчётов',
  badId: 'Некорректный адрес отчёта: нет его номера.',
  loadFailed: 'Отчёт не загружен.',
  resultType: 'Тип результата',
  filtersCapped: (shown: number, total: number) => `Показаны первые ${shown.toLocaleString('ru-RU')} фильтров из ${total.toLocaleString('ru-RU')}: остальные в поиск не попадут.`,
};
