import { prop, propsSchema } from '../../core/props';

/** data-props of <div id="mix-task-form">; urlPath prefixes /preferences/mix-tasks (the calls of A 7). */
export const mixTaskFormProps = propsSchema({
  /** The tasks list, for the back link and after a delete; default: this page's path without /create or /{id}/edit. */
  listUrl: prop.optional(prop.siteLink()),
});
export type MixTaskFormProps = ReturnType<typeof mixTaskFormProps.parse>;
