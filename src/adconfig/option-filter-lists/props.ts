import { OPTION_PROPS } from '@core/option';
import { prop, propsSchema } from '@core/props';

/** data-props of <div id="option-filter-lists">: the option props, and the option type whose lists (traits) are offered. */
export const optionFilterListsProps = propsSchema({
  ...OPTION_PROPS,
  /** The option type's alias: only its traits (GET /api/hb/filters-traits/{alias}) are offered; absent: every list. */
  traitsAlias: prop.optional(prop.nonEmptyText()),
});
export type OptionFilterListsProps = ReturnType<typeof optionFilterListsProps.parse>;
