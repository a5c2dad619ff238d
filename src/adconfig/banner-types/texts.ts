import type { BannerType } from './api';
import { recordTitle } from '@core/crud/recordTitle';

/** The screen's texts: the spec's where it gives them (A 5), the operator's words elsewhere. */
export const TEXTS = {
  title: 'Типы баннеров',
  add: 'Добавить тип',
  createTitle: 'Новый тип баннера',
  /** The edit modal's title names the record: 'Тип баннера «…»' (no name: №id). */
  editTitle: (row: BannerType) => recordTitle('Тип баннера', row),
  name: 'Название',
  alias: 'Алиас',
  template: 'Шаблон',
  noTemplate: 'Не выбран',
  organizations: 'Организации',
  noOrganizations: 'Организации не заданы.',
  templateId: 'Шаблон (ID)',
  templateIdHelp: 'Список шаблонов не получен: укажите ID шаблона или оставьте пустым.',
  organizationIds: 'Организации (ID через запятую)',
  organizationIdsHelp: 'Список организаций не получен: укажите их ID.',
  organizationsTyped: (names: string[]) => `Указаны: ${names.join(', ')}`,
  organizationNumber: (id: number) => `организация №${id}`,
  badIds: 'Необходимо корректно заполнить поле с идентификаторами!',
  nameRequired: 'Поле "Название" обязательно для заполнения!',
  aliasRequired: 'Поле "Алиас" обязательно для заполнения!',
  empty: 'Типы баннеров ещё не добавлены',
  deleteQuestion: 'Вы уверены?',
} as const;

const quoted = (row: BannerType): string => `«${row.name}»`;

/** Accessible names of a row's controls, naming the type. */
export const ROW_LABELS = {
  edit: (row: BannerType) => `Изменить тип ${quoted(row)}`,
  remove: (row: BannerType) => `Удалить тип ${quoted(row)}`,
  status: (row: BannerType) => `Статус типа ${quoted(row)}`,
  deleteTitle: (row: BannerType) => `Удаление типа баннера ${quoted(row)}`,
};
