import { prop, propsSchema } from '@core/props';

/** data-props of <div id="creative-channels">: urlPath (the site prefix of /creatives/…); the creative is the page's ?id=. */
export const creativeChannelsProps = propsSchema({
  /**
   * Chosen (the spec names no such call): where a link's limits and subcategories are saved, PUT with {limits} or
   * {subcategories}; `{creative_id}` and `{channel_id}` are filled in. None: the limits show read-only, the
   * subcategories cannot be changed.
   */
  linkSaveUrl: prop.optional(prop.apiUrl()),
});
export type CreativeChannelsProps = ReturnType<typeof creativeChannelsProps.parse>;
