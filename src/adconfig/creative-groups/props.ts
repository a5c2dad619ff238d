import { propsSchema } from '@core/props';

/** Nothing beyond urlPath: the site prefix of /api/core/campaigns/creatives-groups, /creatives and the edit pages. */
export const creativeGroupsProps = propsSchema({});
export type CreativeGroupsProps = ReturnType<typeof creativeGroupsProps.parse>;
