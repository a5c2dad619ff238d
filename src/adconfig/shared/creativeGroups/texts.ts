/** The words of the creative group screens (A 5, A 8), and ours in their tone where the spec says 'not shown'. */
export const GROUP_TEXTS = {
  chooseCampaign: 'Выберите кампанию',
  noFlights: 'Нет флайтов',
  nameRequired: 'Поле Название обязательно для заполнения.',
  badCampaign: 'Некорректный идентификатор кампании.',
  oneCampaign: 'Флайты должны быть из одной кампании',
  validationTitle: 'Ошибка валидации формы',
  moveTitle: 'Смена группы',
  /** A 5: the chosen flights already in another group will change group. */
  moveQuestion: (flights: string[]) => `Флайты ${flights.join(', ')} уже входят в другую группу. Их группа будет изменена. Продолжить?`,
  noGroup: 'Без группы',
  group: 'Группа',
  groupsEmpty: 'Группы еще не созданы',
  addGroup: 'Добавить группу',
  rename: 'Переименовать',
  remove: 'Удалить группу',
  removeTitle: 'Удаление группы',
  /** A 8: deletes ask first; the flights stay, without a group. */
  removeQuestion: (name: string) => `Удалить группу «${name}»? Её флайты останутся без группы.`,
  removed: 'Группа удалена',
  addTitle: 'Новая группа',
  renameTitle: 'Переименование группы',
  name: 'Название',
  flights: 'Флайты кампании',
} as const;
