/** The field names (A 3 Template, Format template param) and the screen's words. */
export const LABEL = {
  format: 'Формат',
  name: 'Название',
  template: 'Шаблон',
  payout: 'Схема выплат',
  params: 'Параметры шаблона',
  key: 'Ключ',
  title: 'Заголовок',
  type: 'Тип',
  default: 'Значение по умолчанию',
} as const;

export const PARAM_TYPES = [
  { value: 'string', label: 'Строка' },
  { value: 'int', label: 'Целое число' },
  { value: 'textarea', label: 'Текст' },
  { value: 'url', label: 'Ссылка' },
  { value: 'file', label: 'Файл' },
  { value: 'select', label: 'Список' },
] as const;

export const TEXT = {
  createHeading: 'Новый шаблон формата',
  editHeading: (id: number, name: string) => `Шаблон формата №${id}${name ? `: ${name}` : ''}`,
  back: 'К списку шаблонов',
  required: (name: string) => `Поле ${name} обязательно для заполнения!`,
  keyChars: 'Допустимые символы ключа: "a-zA-Z0-9_"',
  keyRepeated: 'Такой ключ уже есть',
  integer: 'Поле должно содержать целое число!',
  addParam: 'Добавить параметр',
  noParams: 'Параметры не заданы',
  chooseFormat: 'Выберите формат',
  choosePayout: 'Выберите схему выплат',
  noPayouts: 'У формата нет схем выплат',
  blocked: '(заблокирована)',
  payoutHelp: 'Схемы выплат выбранного формата',
  badId: 'Не указан шаблон: откройте страницу из списка шаблонов.',
  tabs: { main: 'Основное', params: 'Параметры' },
} as const;
