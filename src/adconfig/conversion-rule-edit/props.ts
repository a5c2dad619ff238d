import { prop, propsSchema } from '@core/props';

/** data-props of <div id="conversion-rule-edit">: `listUrl`, the back link (the rules' list; absent: no link). */
export const conversionRuleEditProps = propsSchema({
  listUrl: prop.optional(prop.siteLink()),
});
export type ConversionRuleEditProps = ReturnType<typeof conversionRuleEditProps.parse>;
