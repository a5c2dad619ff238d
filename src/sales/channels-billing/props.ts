import { prop, propsSchema } from '@core/props';

/**
 * data-props of <div id="channels-billing">: the S 6 flags `export` (the Excel export) and `relog` (a partner's name
 * logs in as the partner), and urlPath (the site prefix of /api/stat/channels…), e.g. {"export":true,"relog":false}.
 */
export const channelsBillingProps = propsSchema({
  export: prop.optional(prop.flag()),
  relog: prop.optional(prop.flag()),
});
export type ChannelsBillingProps = ReturnType<typeof channelsBillingProps.parse>;
