/** The field names (S 3 Transaction) and the screen's words. */
export const LABEL = {
  user: 'Пользователь',
  day: 'Дата',
  operationType: 'Тип операции',
  amount: 'Сумма без НДС',
  vatRate: 'Ставка НДС, %',
  vat: 'Сумма НДС',
  amountWithVat: 'Сумма с НДС',
  description: 'Описание',
  channel: 'ID канала',
  campaign: 'ID кампании',
} as const;

export const TEXT = {
  heading: 'Новая транзакция',
  save: 'Создать транзакцию',
  required: (name: string) => `Поле "${name}" обязательно для заполнения!`,
  number: (name: string) => `Поле "${name}" должно содержать число!`,
  wholeId: (name: string) => `Поле "${name}" должно содержать целое положительное число!`,
  rate: 'Ставка НДС должна быть числом от 0 до 100!',
  chooseType: 'Выберите тип операции',
  findUser: 'Начните вводить логин',
  amounts: 'Суммы и НДС',
  vatHelp: 'Суммы пересчитываются друг из друга по ставке НДС',
} as const;
