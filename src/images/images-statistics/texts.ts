/** The screen's texts (I 2.4, I 2.1, I 4, I 8). */
export const TEXT = {
  grid: 'Изображения',
  empty: 'Картинки пока не найдены',
  period: 'Период',
  sort: 'Сортировка',
  shows: 'Показы',
  ascending: 'по возрастанию',
  descending: 'по убыванию',
  approve: 'Одобрить',
  cancelApproval: 'Отменить одобрение',
  approved: 'Одобрено',
  approveFailed: 'Не удалось назначить тег!',
  cancelFailed: 'Не удалось снять тег!',
  imageTitle: 'Изображение',
} as const;

