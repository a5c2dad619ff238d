import { propsSchema } from '@core/props';

/** data-props of <div id="redirection-channels">: only urlPath (the site prefix of `/api/` and `/api/rest/redirection-channels`). */
export const redirectionChannelsProps = propsSchema({});
export type RedirectionChannelsProps = ReturnType<typeof redirectionChannelsProps.parse>;
