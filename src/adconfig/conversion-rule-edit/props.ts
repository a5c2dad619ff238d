import { isObject } from '@core/decode';
import { prop, propsSchema } from '@core/props';
import { recordProp } from '@core/record';
import { organizationsOf } from '@adconfig/shared/handbookValue/api';
import { choicesOf } from './api';
import { optionTypesOf } from './options';

/**
 * data-props of <div id="conversion-rule-edit">: `listUrl`, the back link (the rules' list; absent: no link) and where
 * a delete goes; what the legacy page printed (issue 41): the rule (`record`, a handbook value), the organizations it
 * may belong to, what its form chooses from (`choices`) and the option tabs a rule may have (`optionTypes`).
 */
export const conversionRuleEditProps = propsSchema({
  listUrl: prop.optional(prop.siteLink()),
  /** The rule as the page prints it (A 3 Handbook value); without it the page asks a GET the spec does not name. */
  record: recordProp(),
  /** The organizations the rule may belong to (`[{organization_id, name}]`). */
  organizations: prop.optional(prop.custom('a list of {organization_id, name}', (v) => (Array.isArray(v) ? organizationsOf(v) : undefined))),
  /**
   * `{formats: [{format_id, name, templates?, payout_types?, events?}], sales_formats?}`: what it leaves out (the
   * formats, or a part of a format) is asked by the spec's calls (A 7).
   */
  choices: prop.optional(prop.custom('the rule choices {formats, sales_formats}', (v) => (isObject(v) ? choicesOf(v) : undefined))),
  /** `[{key, name}]`: the options a rule may have, each a tab (besides those the rule holds). */
  optionTypes: prop.optional(prop.custom('a list of option types {key, name}', (v) => (Array.isArray(v) ? optionTypesOf(v) : undefined))),
});
export type ConversionRuleEditProps = ReturnType<typeof conversionRuleEditProps.parse>;
