import { prop, propsSchema } from '@core/props';

/** A setting type (setting_type_id) the form offers. */
const settingType = prop.object({ id: prop.number({ integer: true, min: 1 }), name: prop.text() });
/** An extra field of a setting type (S 3: st_id, visible, defaultValue), sent under its name. */
const extraField = prop.object({
  name: prop.custom('a field name (letters, digits, _)', (v) => (typeof v === 'string' && /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(v) ? v : undefined)),
  title: prop.optional(prop.text()),
  st_id: prop.number({ integer: true, min: 1 }),
  visible: prop.optional(prop.flag()),
  defaultValue: prop.optional(prop.custom('a string or a number', (v) => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined))),
  type: prop.optional(prop.oneOf(['text', 'textarea', 'number'] as const)),
});

/**
 * data-props of <div id="setting-create">: the setting types, the extra fields of each (by st_id; a field with
 * `visible: false` is not shown but sent with its default), and the list to go back to (default: this page's
 * path without /create).
 */
export const settingCreateProps = propsSchema({
  settingTypes: prop.optional(prop.list(settingType)),
  extraFields: prop.optional(prop.list(extraField)),
  listUrl: prop.optional(prop.siteLink()),
});
export type SettingCreateProps = ReturnType<typeof settingCreateProps.parse>;
export type SettingType = NonNullable<SettingCreateProps['settingTypes']>[number];
export type ExtraField = NonNullable<SettingCreateProps['extraFields']>[number];
