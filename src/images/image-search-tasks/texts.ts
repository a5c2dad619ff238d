/** The screen's texts: the spec's where it gives them (I 2.2, I 5), the operator's words elsewhere. */
export const TEXTS = {
  title: 'Задачи поиска изображений',
  add: 'Добавить',
  importJson: 'Импортировать json',
  empty: 'Ничего не найдено',
  columns: { id: 'ID', name: 'Название', query: 'Поисковый запрос', limit: 'Лимит', found: 'Найдено', status: 'Статус', author: 'Автор' },
  unknownAuthor: 'Неизвестный пользователь',
  addModal: {
    title: 'Новая задача поиска',
    tag: 'Тег',
    noTag: 'Без тега',
    tagsLoading: 'Загрузка тегов...',
    name: 'Название',
    nameFromTag: 'Название берётся из тега',
    query: 'Поисковый запрос',
    fromName: 'Из названия',
    fromNameLabel: 'Скопировать название в поисковый запрос',
    limit: 'Лимит',
  },
  import: {
    title: 'Импорт задачи из json',
    file: 'Файл json',
    fileHelp: 'name, limit_qty и images (url, thumb, id у каждой картинки); search_query и found_qty можно указать в файле',
    images: (n: number) => `Картинок в файле: ${n}`,
    found: 'Найдено',
    notJson: 'Ошибка json, файл не удалось разобрать',
    badField: (field: string) => `Ошибка json, поле "${field}" отсутствует или некорректно`,
    badImages: 'Некорректный список картинок (обязательные поля: url, thumb, id)',
    save: 'Импортировать',
  },
  /** I 5. */
  required: 'Обязательное поле',
  requiredNumber: 'Обязательное числовое поле',
} as const;

/** Accessible names that say which task a control is about. */
export const taskLinkLabel = (name: string, id: number): string => (name.trim() ? name : `Задача ${id}`);
