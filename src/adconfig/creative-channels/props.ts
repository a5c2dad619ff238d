import { prop, propsSchema } from '@core/props';
// The module alone, not @core/record's index: a list screen does not load the record form pieces (3 kB gzip).
import { recordProp } from '@core/record/given';

/** data-props of <div id="creative-channels">: urlPath (the site prefix of /creatives/…); the creative is the page's ?id=. */
export const creativeChannelsProps = propsSchema({
  /**
   * Chosen (the spec names no such call): where a link's limits and subcategories are saved, PUT with {limits} or
   * {subcategories}; `{creative_id}` and `{channel_id}` are filled in. None: the limits show read-only, the
   * subcategories cannot be changed.
   */
  linkSaveUrl: prop.optional(prop.apiUrl()),
  /**
   * The flight of the info card as the page prints it (A 3 Creative: name, campaign_id, campaign_name or campaign
   * {name}, limit_date_begin, limit_date_end, status, reference); none: the list answer's `creative`, else its id alone.
   */
  creative: recordProp(),
});
export type CreativeChannelsProps = ReturnType<typeof creativeChannelsProps.parse>;
