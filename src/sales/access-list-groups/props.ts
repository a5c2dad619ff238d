import { propsSchema } from '@core/props';

/** data-props of <div id="access-list-groups">: only urlPath (the site prefix of /preferences/accesslists). */
export const accessListGroupsProps = propsSchema({});
export type AccessListGroupsProps = ReturnType<typeof accessListGroupsProps.parse>;
