import { prop, propsSchema } from '@core/props';

/**
 * data-props of <div id="payout-history">: urlPath (the site prefix of {urlPath}/api/); the creative and channel are the
 * page's ?id= and ?channel_id=.
 */
export const payoutHistoryProps = propsSchema({
  /** The channel's name as the page knows it: A 7 asks the history by creative_id and channel_name. None: by creative_id, the rows kept to ?channel_id=. */
  channelName: prop.optional(prop.text()),
});
export type PayoutHistoryProps = ReturnType<typeof payoutHistoryProps.parse>;
