/** S 3 Media plan's field names and the screen's words. */
export const LABEL = {
  name: 'Название',
  category_id: 'Категория',
  expired_at: 'Действует до',
  sales_house_id: 'Селлер',
  sales_house_sk: 'СК селлера',
  agency_id: 'Агентство',
  agency_name: 'Название агентства',
  advertiser_id: 'Рекламодатель',
  supercom: 'Суперком, %',
  supercom_type: 'Тип суперкома',
  supercom_payer_id: 'Получатель выплаты',
  is_supercom_shown: 'Показывать суперком',
  is_barter: 'Бартер',
  is_tender: 'Тендер',
  is_unit_cost_discount: 'Скидка в цене за единицу',
  is_ord_from_supercom: 'ОРД от суперкома',
  post_campaign_report_link: 'Ссылка на пост-кампейн отчёт',
  hidden_for: 'Скрыт для',
  participants: 'Участники',
  participant: 'Участник',
  role: 'Роль',
  payer_user_id: 'Плательщик среди участников',
  managers: 'Менеджеры',
  position: 'Должность',
  manager: 'Менеджер',
  owner: 'Владелец',
  specificity: 'Специфика',
  comments: 'Комментарий',
  mediaplans_group_id: 'Группа медиапланов',
  is_booking: 'Бронь',
  payer_id: 'Плательщик',
  document_id: 'Документ-основание',
  payment_date: 'Дата оплаты',
  payment_splitting: 'Разбивка суммы',
  promotion_platform: 'Площадка продвижения',
  ord_initial_contract_id: 'Изначальный договор ОРД',
  ord_id: 'ID в ОРД',
} as const;

export const SUPERCOM_TYPE_LABELS = {
  none: 'Нет',
  moment: 'Моментальный',
  repayment: 'Возврат',
  repayment_to: 'Возврат получателю',
} as const;

export const ROLE_LABELS = {
  sales_house: 'Селлер',
  agency: 'Агентство',
  advertiser: 'Рекламодатель',
} as const;

/** S 9 presets. */
export const PAYMENT_DATE_PRESETS = ['Пост-оплата', 'Предоплата'] as const;
export const PAYMENT_SPLITTING_PRESETS = ['Уточняется'] as const;

/** The statuses S 4 names, in words; any other shows as the server sends it. */
export const STATUS_LABELS: Readonly<Record<string, string>> = {
  draft: 'Черновик',
  finished: 'Завершён',
  converted: 'Конвертирован',
};

export const AGENCY_NONE = 0;
export const AGENCY_CUSTOM = -1;

export const TEXT = {
  createHeading: 'Новый медиаплан',
  editHeading: (id: number, name: string) => `Медиаплан №${id}${name ? `: ${name}` : ''}`,
  back: 'К списку медиапланов',
  badId: 'Не указан медиаплан: откройте страницу из списка медиапланов.',
  required: (name: string) => `Поле "${name}" обязательно для заполнения!`,
  number: (name: string) => `Поле "${name}" должно быть числом!`,
  sections: {
    main: 'Основное',
    participants: 'Участники и комиссия',
    managers: 'Команда',
    booking: 'Данные брони',
    ord: 'ОРД',
    extra: 'Дополнительно',
  },
  agencyNone: 'Без агентства',
  agencyCustom: 'Другое агентство',
  choose: 'Выберите...',
  findUser: 'Начните вводить логин',
  idOf: (label: string) => `${label} (ID)`,
  dictionaryMissing: 'Справочник не получен: укажите ID.',
  noSk: 'У селлера нет СК',
  skLoading: 'Загрузка СК...',
  addManager: 'Добавить менеджера',
  noManagers: 'Менеджеры не добавлены',
  removeManager: (i: number) => `Удалить менеджера ${i + 1}`,
  removeManagerQuestion: (name: string) => `Удалить менеджера «${name}»? Не забудьте сохранить.`,
  ownerOf: (i: number) => `Владелец: менеджер ${i + 1}`,
  needManager: 'Добавьте менеджера',
  needOwner: 'Выберите одного владельца среди менеджеров',
  addParticipant: 'Добавить участника',
  noParticipants: 'Дополнительные участники не добавлены',
  removeParticipant: (i: number) => `Удалить участника ${i + 1}`,
  removeParticipantQuestion: (name: string) => `Удалить участника «${name}»? Не забудьте сохранить.`,
  unknownUser: (id: number | null) => (id === null ? 'без имени' : `Пользователь №${id}`),
  bookingHint: 'Медиаплан считается бронью: заполните данные брони.',
  status: 'Статус',
  author: 'Автор',
  presetOf: (field: string, preset: string) => `${field}: ${preset}`,
  addDocument: 'Добавить документ',
  noDocuments: 'У плательщика нет документов',
  documentsLoading: 'Загрузка документов...',
  needPayer: 'Необходимо выбрать плательщика!',
  guarantee: 'Загрузить гарантийное письмо',
  guaranteeTitle: 'Гарантийное письмо',
  guaranteeFile: 'Файл гарантийного письма',
  guaranteeNeedFile: 'Выберите файл для загрузки!',
  guaranteeUpload: 'Загрузить',
  guaranteeDone: 'Гарантийное письмо загружено',
  guaranteeAfterSave: 'Гарантийное письмо можно загрузить после сохранения медиаплана.',
  campaignCheck: {
    title: 'Кампания по номеру',
    field: 'Номер кампании',
    find: 'Найти',
    needNumber: 'Введите номер кампании (целое число)',
    // A 8.
    missing: 'Кампания не найдена',
    period: 'Период',
    noPeriod: 'не задан',
    salesModel: 'Модель продаж',
    plan: 'Медиаплан',
    inThisPlan: (line: number | null) => (line === null ? 'этот медиаплан' : `этот медиаплан, строка №${line}`),
    otherPlan: (id: number) => `Медиаплан №${id}`,
    noPlan: 'без медиаплана',
  },
} as const;
