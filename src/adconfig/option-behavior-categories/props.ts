import { OPTION_PROPS } from '@core/option';
import { prop, propsSchema } from '@core/props';

/** data-props of <div id="option-behavior-categories">: the option props, and where the behaviour categories live. */
export const optionBehaviorCategoriesProps = propsSchema({
  ...OPTION_PROPS,
  /**
   * The behaviour categories (A 7 Categories, Behavior): GET the tree, DELETE `?ids[]=` (the answer is the new
   * tree), GET `{apiUrl}/multi-search`; default `{urlPath}/hb/behavior`.
   */
  apiUrl: prop.optional(prop.apiUrl()),
  /** The export setting as saved (A 7 Behavior save: optional isNoExport; A 9 'Выгружать в Excel' / 'НЕ выгружать в Excel'); absent: not sent until chosen. */
  isNoExport: prop.optional(prop.flag()),
});
export type OptionBehaviorCategoriesProps = ReturnType<typeof optionBehaviorCategoriesProps.parse>;
