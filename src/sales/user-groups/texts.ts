import type { Member, UserGroup } from './api';
import { recordTitle } from '@core/crud/recordTitle';

/** The screen's texts: the spec's where it gives them (S 2, S 5, S 8), the operator's words elsewhere. */
export const TEXTS = {
  title: 'Группы пользователей',
  add: 'Добавить группу',
  createTitle: 'Новая группа пользователей',
  /** The edit modal's title names the record: 'Группа пользователей «…»' (no name: №id). */
  editTitle: (row: UserGroup) => recordTitle('Группа пользователей', row),
  name: 'Название',
  project: 'Проект',
  chooseProject: 'Выберите проект',
  projectId: 'Проект (ID)',
  projectsMissing: 'Список проектов не получен: укажите ID проекта.',
  projectNumber: (id: number) => `Проект №${id}`,
  description: 'Описание',
  nameRequired: 'Поле "Название" обязательно для заполнения!',
  projectRequired: 'Поле "Проект" обязательно для заполнения!',
  empty: 'Нет данных',
  deleteQuestion: 'Вы уверены?',
  columns: { name: 'Название', project: 'Проект', members: 'Участников', created: 'Создана', updated: 'Изменена' },
  members: 'Участники',
  membersCaption: 'Участники группы',
  noMembers: 'В группе нет участников.',
  login: 'Логин',
  role: 'Роль',
  status: 'Статус',
  unknownUser: 'Неизвестный пользователь',
  unknownStatus: 'Неизвестный статус',
  removeMember: 'Исключить',
  removeQuestion: 'Вы уверены?',
  addMemberHeading: 'Добавить участника',
  searchLabel: 'Имя или логин пользователя',
  search: 'Найти',
  found: 'Найденные пользователи',
  notFound: 'Ничего не найдено',
  addMember: 'Добавить',
  inGroup: 'В группе',
  close: 'Закрыть',
} as const;

const quoted = (text: string): string => `«${text}»`;
/** A member's login as shown: S 2's 'Неизвестный пользователь' when the backend sent none. */
export const loginOf = (user: Pick<Member, 'login'>): string => user.login.trim() || TEXTS.unknownUser;

/** Accessible names of a row's controls and the confirmations, naming the group (and the user). */
export const ROW_LABELS = {
  edit: (row: UserGroup) => `Изменить группу ${quoted(row.name)}`,
  remove: (row: UserGroup) => `Удалить группу ${quoted(row.name)}`,
  status: (row: UserGroup) => `Статус группы ${quoted(row.name)}`,
  members: (row: UserGroup) => `Участники группы ${quoted(row.name)}`,
  deleteTitle: (row: UserGroup) => `Удаление группы ${quoted(row.name)}`,
  removeMember: (user: Member) => `Исключить пользователя ${quoted(loginOf(user))} из группы`,
  removeMemberTitle: (user: Member, group: UserGroup) => `Исключение пользователя ${quoted(loginOf(user))} из группы ${quoted(group.name)}`,
  addMember: (user: Member) => `Добавить пользователя ${quoted(loginOf(user))} в группу`,
};
