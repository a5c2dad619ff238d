/** The screen's texts: the spec's (A 5) and the screen's own. */
export const TEXT = {
  fileHelp: 'Адрес файла (ссылка или путь на сайте).',
  openFile: 'Открыть файл',
  required: (name: string) => `Поле ${name} обязательно для заполнения!`,
  badKeys: (keys: string[]) => `Некорректные ключи (допустимые символы "a-zA-Z0-9_"): ${keys.join(', ')}`,
  keyChars: 'Допустимые символы: a-zA-Z0-9_',
  numberRange: (name: string, min: number | null, max: number | null) =>
    min !== null && max !== null ? `Поле ${name}: число от ${min} до ${max}` : min !== null ? `Поле ${name}: число не меньше ${min}` : `Поле ${name}: число не больше ${max}`,
  createHeading: 'Новый баннер',
  editHeading: (id: number, name: string) => (name ? `Баннер №${id}: ${name}` : `Баннер №${id}`),
  optionsUnavailable: 'Не удалось загрузить типы баннеров и рекламные системы: укажите их номера. Параметры баннера правятся по их ключам.',
  idHelp: 'Номер (id)',
  unknownType: 'Поля этого типа баннера не загружены: параметры показаны по их ключам.',
  noParams: 'Параметров нет: без полей типа они будут отправлены пустыми.',
  fieldsCut: (shown: number, total: number) => `Показаны первые ${shown.toLocaleString('ru-RU')} полей типа из ${total.toLocaleString('ru-RU')}: остальные не загружены.`,
  chooseType: 'Выберите тип баннера на вкладке «Основное»: его поля появятся здесь.',
  noFields: 'У этого типа баннера нет полей.',
  noMacros: 'Макросы не заданы.',
  ordOff: 'Маркировка ОРД не добавляется к баннеру.',
  generate: 'Сгенерировать',
  generated: (count: number | null) => (count === null ? 'Генерация выполнена' : `Сгенерировано: ${count}`),
  loadFailed: 'Не удалось загрузить баннер.',
  optionsFailed: 'Не удалось загрузить типы баннеров и рекламные системы.',
  badId: 'В адресе страницы нет корректного идентификатора баннера (/banners/edit/{id}).',
  back: 'К баннерам',
  lockedHelp: 'Не меняется у сохранённого баннера',
} as const;

/** Field names, as the required-field messages say them. */
export const LABEL = {
  name: 'Название',
  type: 'Тип',
  engine: 'Рекламная система',
  macros: 'Макросы',
  macroKey: 'Ключ',
  macroValue: 'Значение',
  ordText: 'Текст маркировки',
  ordSize: 'Размер шрифта',
  ordAlign: 'Выравнивание по горизонтали',
  ordValign: 'Выравнивание по вертикали',
  ordOn: 'Добавлять маркировку ОРД',
  ordX: 'Смещение по X',
  ordY: 'Смещение по Y',
} as const;

export const ALIGN_OPTIONS = [
  { value: 'left', label: 'Слева' },
  { value: 'center', label: 'По центру' },
  { value: 'right', label: 'Справа' },
];
export const VALIGN_OPTIONS = [
  { value: 'top', label: 'Сверху' },
  { value: 'bottom', label: 'Снизу' },
];
/** A 3 ORD text: font size bounds the form accepts. */
export const ORD_SIZE = { min: 6, max: 72 } as const;
