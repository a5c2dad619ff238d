import { prop, propsSchema } from '@core/props';
import { recordProp } from '@core/record';

/** data-props of <div id="creative-group-edit">: the group's id is the page path's ({urlPath}/creative-groups/{id}/edit). */
export const creativeGroupEditProps = propsSchema({
  /** The back link: the campaign's groups page; default {urlPath}/campaigns/creative-groups/?campaign_id={campaign_id}. */
  listUrl: prop.optional(prop.siteLink()),
  /** The group as the backend has it (A 3 Creative group), as the legacy page printed it; none: GET of the group (chosen). */
  record: recordProp(),
});
export type CreativeGroupEditProps = ReturnType<typeof creativeGroupEditProps.parse>;
