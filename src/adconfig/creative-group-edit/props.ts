import { prop, propsSchema } from '@core/props';

/** data-props of <div id="creative-group-edit">: the group's id is the page path's ({urlPath}/creative-groups/{id}/edit). */
export const creativeGroupEditProps = propsSchema({
  /** The back link: the campaign's groups page; default {urlPath}/campaigns/creative-groups/?campaign_id={campaign_id}. */
  listUrl: prop.optional(prop.siteLink()),
});
export type CreativeGroupEditProps = ReturnType<typeof creativeGroupEditProps.parse>;
