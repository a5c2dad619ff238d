/** The document form's and the INN lookup's words (S 3, S 5, S 8, A 3). */
export const CONTRACT_LABEL = {
  type: 'Тип документа',
  name: 'Название',
  doc_number: 'Номер документа',
  date_signed: 'Дата подписания',
  name_customer: 'Заказчик',
  inn: 'ИНН заказчика',
  name_contractor: 'Исполнитель',
  inn_contractor: 'ИНН исполнителя',
  amount: 'Сумма',
  is_vat: 'Сумма с НДС 20%',
} as const;

/** Document types offered when the screen names none (the spec shows none: ours, in the README rows). */
export const CONTRACT_TYPES = [
  { value: 'contract', label: 'Договор' },
  { value: 'additional_agreement', label: 'Дополнительное соглашение' },
] as const;

export const CONTRACT_TEXT = {
  title: 'Новый документ',
  create: 'Создать',
  required: (name: string) => `Поле "${name}" обязательно для заполнения!`,
  amount: 'Сумма должна быть числом',
  innLookup: 'Информация по ИНН',
  innLookupOf: (what: string) => `Информация по ИНН: ${what}`,
  /** S 5: numeric, 10 or 12 characters. */
  innInvalid: 'ИНН должен состоять из 10 или 12 цифр',
  innFailed: 'Не удалось загрузить информацию по ИНН.',
  innLoading: 'Загрузка информации по ИНН...',
  innUse: 'Подставить название',
  close: 'Закрыть',
  created: 'Документ создан',
  search: 'Поиск договора',
  searchHelp: 'Номер, название, заказчик или ИНН',
  searching: 'Поиск...',
  notFound: 'Ничего не найдено',
  more: (n: number) => `Показаны первые ${n}: уточните запрос`,
  choose: 'Выбрать',
  chosen: 'Выбран',
  none: 'Не выбран',
  clear: 'Очистить',
  createContract: 'Создать договор',
} as const;

export const INN_LABEL = {
  name: 'Название',
  full_name: 'Полное название',
  inn: 'ИНН',
  seo_post: 'Должность руководителя',
  seo_name: 'Руководитель',
  date_ogrn: 'Дата ОГРН',
} as const;
