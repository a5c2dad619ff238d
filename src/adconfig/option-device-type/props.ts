import { DICTIONARY_PROPS, dictionaryProp, OPTION_PROPS } from '@core/option';
import { prop, propsSchema } from '@core/props';

/** data-props of <div id="option-device-type">: the option props, the device types or the option type's dictionary. */
export const optionDeviceTypeProps = propsSchema({
  ...OPTION_PROPS,
  /** The device types to tick: [{id, name}]; when absent, the option type's dictionary (dictionaryUrl, optionTypeId). */
  deviceTypes: prop.optional(dictionaryProp()),
  ...DICTIONARY_PROPS,
});
export type OptionDeviceTypeProps = ReturnType<typeof optionDeviceTypeProps.parse>;
