/** The field names (A 3 Creative: ord_erid, ord_creative_id) and the screen's words. */
export const LABEL = {
  ord_erid: 'Токен ERID',
  ord_creative_id: 'ID креатива в ОРД',
} as const;

export const TEXT = {
  section: 'Маркировка рекламы (ОРД)',
  locked: 'Идентификаторы ОРД заданы: форма заблокирована.',
  unlockQuestion: 'Идентификаторы уже переданы в ОРД. Разблокировать форму для изменения?',
  help: 'Пустое поле очищает идентификатор.',
} as const;
