import { isObject } from '@core/decode';
import { prop, propsSchema } from '@core/props';
import { ruleTypesOf } from './ruleTypes';

/** data-props of <div id="mix-task-form">; urlPath prefixes /preferences/mix-tasks (the calls of A 7). */
export const mixTaskFormProps = propsSchema({
  /** The tasks list, for the back link and after a delete; default: this page's path without /create or /{id}/edit. */
  listUrl: prop.optional(prop.siteLink()),
  /** The task edited, as the page prints it (A 3 Mix task); without it the edit page asks a GET the spec does not name. */
  record: prop.optional(prop.custom('a mix task (an object)', (v) => (isObject(v) ? v : undefined))),
  /**
   * The rule types the form edits, as the legacy page prints them, when the task's answer names none (`rule_types`):
   * [{id, title, args: [{key, label, type: ids|number|int|text, required?, min?, max?, help?, not_above?}]}]. None are
   * built in: without them the rules tab says 'Правила не зарегистрированы.' and no rule can be added.
   */
  ruleTypes: prop.optional(prop.custom('a list of rule types [{id, title, args}]', (v) => (Array.isArray(v) ? ruleTypesOf(v) : undefined))),
});
export type MixTaskFormProps = ReturnType<typeof mixTaskFormProps.parse>;
