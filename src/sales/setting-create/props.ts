import { prop, propsSchema } from '@core/props';
import { extraFieldProp, settingTypeProp } from '@sales/shared/settings/settingProps';

export type { ExtraField, SettingType } from '@sales/shared/settings/settingProps';

/**
 * data-props of <div id="setting-create">: the setting types, the extra fields of each (by st_id; a field with
 * `visible: false` is not shown but sent with its default), and the list to go back to (default: this page's
 * path without /create).
 */
export const settingCreateProps = propsSchema({
  settingTypes: prop.optional(prop.list(settingTypeProp)),
  extraFields: prop.optional(prop.list(extraFieldProp)),
  listUrl: prop.optional(prop.siteLink()),
});
export type SettingCreateProps = ReturnType<typeof settingCreateProps.parse>;
