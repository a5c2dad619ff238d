import { propsSchema } from '@core/props';

/** data-props of <div id="creative-channels">: only urlPath (the site prefix of /creatives/…); the creative is the page's ?id=. */
export const creativeChannelsProps = propsSchema({});
export type CreativeChannelsProps = ReturnType<typeof creativeChannelsProps.parse>;
