import { propsSchema } from '@core/props';

/** data-props of <div id="channel-payouts">: only urlPath (the site prefix of {api} = {urlPath}/api); the channel is the page's ?id=. */
export const channelPayoutsProps = propsSchema({});
export type ChannelPayoutsProps = ReturnType<typeof channelPayoutsProps.parse>;
