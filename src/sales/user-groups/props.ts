import { isObject, prop, propsSchema } from '@core/props';

/** A project a group belongs to (organization_id, S 3). */
const project = prop.object({ id: prop.number({ integer: true, min: 1 }), name: prop.text() });
/** A role of a user (S 3: alias, name). */
const role = prop.object({ alias: prop.text(), name: prop.text() });
/** S 3: the user status list, keyed by status: `{"active": "Активен"}`. */
const statuses = prop.custom<Record<string, string>>('an object of status names ({"active": "Активен"})', (value) =>
  isObject(value) && Object.values(value).every((name) => typeof name === 'string') ? (value as Record<string, string>) : undefined,
);

/**
 * data-props of <div id="user-groups">: the projects offered by the group form, the roles and the user statuses
 * by which members are named (each optional: without them a project shows by its name in the list answer, a
 * role by its alias, a status as 'Неизвестный статус'), and urlPath.
 */
export const userGroupsProps = propsSchema({
  projects: prop.optional(prop.list(project)),
  roles: prop.optional(prop.list(role)),
  statuses: prop.optional(statuses),
});
export type UserGroupsProps = ReturnType<typeof userGroupsProps.parse>;
export type Project = NonNullable<UserGroupsProps['projects']>[number];
export type Role = NonNullable<UserGroupsProps['roles']>[number];
