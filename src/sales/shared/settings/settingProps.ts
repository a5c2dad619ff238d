// S 3 Setting: what a setting page prints of the setting types and of each type's extra part (the spec names no call
// for them). Shared by the create page and the setting page, which edit the same base and extra parts.
import { prop, type PropValue } from '@core/props';

/** A setting type (setting_type_id) a page offers. */
export const settingTypeProp = prop.object({ id: prop.number({ integer: true, min: 1 }), name: prop.text() });

/** An extra field of a setting type (S 3: st_id, visible, defaultValue), sent under its name. */
export const extraFieldProp = prop.object({
  name: prop.custom('a field name (letters, digits, _)', (v) => (typeof v === 'string' && /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(v) ? v : undefined)),
  title: prop.optional(prop.text()),
  st_id: prop.number({ integer: true, min: 1 }),
  visible: prop.optional(prop.flag()),
  defaultValue: prop.optional(prop.custom('a string or a number', (v) => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined))),
  type: prop.optional(prop.oneOf(['text', 'textarea', 'number'] as const)),
});

export type SettingType = PropValue<typeof settingTypeProp>;
export type ExtraField = PropValue<typeof extraFieldProp>;
