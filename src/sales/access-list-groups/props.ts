import { prop, propsSchema } from '@core/props';
import { groupsOf } from './api';

/**
 * data-props of <div id="access-list-groups">: urlPath (the site prefix of /preferences/accesslists) and `groups`,
 * the groups with their filter lists as the legacy page printed them (`[{id, name, option_type_id, option_type, traits}]`).
 */
export const accessListGroupsProps = propsSchema({
  groups: prop.optional(prop.custom('a list of groups {id, name, option_type_id, option_type, traits}', (v) => (Array.isArray(v) ? groupsOf(v) : undefined))),
});
export type AccessListGroupsProps = ReturnType<typeof accessListGroupsProps.parse>;
