/** The words both domain version screens say (A 4, A 8). */
export const DOMAIN_VERSION_TEXTS = {
  compareTitle: 'Версия не опубликована: ошибки сравнения',
  unknownCompareError: 'Неизвестная ошибка',
  status: { active: 'Опубликована', blocked: 'Черновик' },
  deleteQuestion: 'Вы уверены?',
} as const;
