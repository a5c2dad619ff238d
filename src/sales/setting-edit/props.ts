import { prop, propsSchema } from '@core/props';

const choice = prop.object({ id: prop.number({ integer: true, min: 1 }), name: prop.text() });

/**
 * data-props of <div id="setting-edit">: the roles (the matrix's columns) and the subgroups (its rows) by id and
 * name; the setting group's own links between them come from GET {page}.
 */
export const settingEditProps = propsSchema({
  roles: prop.optional(prop.list(choice)),
  subgroups: prop.optional(prop.list(choice)),
});
export type SettingEditProps = ReturnType<typeof settingEditProps.parse>;
export type Choice = NonNullable<SettingEditProps['roles']>[number];
