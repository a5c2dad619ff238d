/** The screen's texts: the spec's (A 5, A 8) and the screen's own. */
export const TEXT = {
  required: (name: string) => `Поле ${name} обязательно для заполнения!`,
  notNumber: (name: string) => `Поле ${name} должно быть числом не меньше 0`,
  /** A 5: a rule whose type this page does not know (loaded from the server). */
  typeNotFound: (id: string) => `Type ${id} not found!`,
  badIds: 'Необходимо корректно заполнить поле с идентификаторами!',
  hoursOrder: 'Начало не позже конца',
  notInteger: 'Нужно целое число',
  outOfRange: (min: number | null, max: number | null) =>
    min !== null && max !== null ? `Число от ${min} до ${max}` : min !== null ? `Число не меньше ${min}` : max !== null ? `Число не больше ${max}` : 'Поле должно содержать число!',
  createHeading: 'Новая задача миксования',
  editHeading: (id: number, name: string) => (name ? `Задача миксования №${id}: ${name}` : `Задача миксования №${id}`),
  loadFailed: 'Не удалось загрузить задачу миксования.',
  badId: 'В адресе страницы нет корректного идентификатора задачи ({route}/{id}/edit).',
  back: 'К задачам миксования',
  noRules: 'Правила еще не заданы',
  /** A 8: neither the page nor the answer registers a rule type, so no rule can be added. */
  noRuleTypes: 'Правила не зарегистрированы.',
  /** A 4: targets are locked until the task has been created. */
  rulesLocked: 'Правила можно задать после создания задачи: сохраните её.',
  addRule: 'Добавить правило',
  ruleType: 'Тип правила',
  chooseType: 'Выберите тип',
  removeRule: (n: number, title: string) => `Удалить правило ${n}: ${title}`,
  run: 'Запустить',
  stop: 'Остановить',
  archive: 'В архив',
  unarchive: 'Вернуть из архива',
  copy: 'Копировать',
  copied: 'Задача скопирована',
  copyUnsaved: 'Есть несохранённые изменения: копия будет сделана из сохранённой задачи, изменения на этой странице пропадут.',
  remove: 'Удалить',
  removeTitle: (name: string) => `Удаление задачи «${name}»`,
  removed: 'Задача удалена',
  status: 'Статус',
} as const;

/** Field names, as the required-field messages say them. */
export const LABEL = {
  name: 'Название',
  toMix: 'Лимит',
  toMixDaily: 'Лимит в день',
  rules: 'Правила',
} as const;

/** A 4: how the statuses read. */
export const STATUS_TEXT: Record<string, string> = { new: 'Новая', processing: 'В работе', archive: 'В архиве' };
