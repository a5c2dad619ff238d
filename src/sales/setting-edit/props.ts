import { prop, propsSchema } from '@core/props';
import { recordProp } from '@core/record';
import { extraFieldProp, settingTypeProp } from '@sales/shared/settings/settingProps';
import { settingGroupOf, type SettingGroup } from './api';

export type { ExtraField, SettingType } from '@sales/shared/settings/settingProps';

const choice = prop.object({ id: prop.number({ integer: true, min: 1 }), name: prop.text() });

/**
 * data-props of <div id="setting-edit">: the setting (S 3 Setting, as the page printed it), the setting types and
 * each type's extra fields (as the create page has them), the setting group of its matrix (S 3: setting_group_id,
 * name, subgroups), and the roles (the matrix's columns) and subgroups (its rows) by id and name. Without the
 * setting and the group, both are read by GET {page} (ours: the spec names only the PUT).
 */
export const settingEditProps = propsSchema({
  setting: recordProp(),
  settingTypes: prop.optional(prop.list(settingTypeProp)),
  extraFields: prop.optional(prop.list(extraFieldProp)),
  roles: prop.optional(prop.list(choice)),
  subgroups: prop.optional(prop.list(choice)),
  group: prop.optional(prop.custom<SettingGroup>('the setting group (an object)', (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? settingGroupOf(value) : undefined))),
});
export type SettingEditProps = ReturnType<typeof settingEditProps.parse>;
export type Choice = NonNullable<SettingEditProps['roles']>[number];
