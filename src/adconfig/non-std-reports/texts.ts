/** A 2 Non-standard reports: the list's words. */
export const TEXT = {
  caption: 'Нестандартные отчёты',
  search: 'Поиск по названию',
  searchForm: 'Поиск отчётов',
  create: 'Создать',
  viewToggle: 'Вид списка',
  grid: 'Плиткой',
  list: 'Списком',
  edit: 'Изменить',
  editLabel: (name: string) => `Изменить отчёт «${name}»`,
  fileResult: 'Результат — файл для скачивания',
  empty: 'Отчёты не найдены',
  unnamed: (id: number) => `Отчёт №${id}`,
  columns: { id: 'ID', name: 'Название', status: 'Статус', resultType: 'Тип результата', actions: 'Действия' },
};
