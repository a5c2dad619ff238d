export const TEXT = {
  caption: 'Счётчики верификаторов флайта',
  none: 'Счетчики не установлены',
  loading: 'Ожидаю данные...',
  add: 'Добавить',
  addLabel: 'Счётчик для добавления',
  choose: 'Выберите счётчик',
  remove: (name: string) => `Убрать счётчик «${name}»`,
  removeText: 'Убрать',
  columns: { id: 'ID', name: 'Счётчик', description: 'Описание', actions: 'Действия' },
} as const;
