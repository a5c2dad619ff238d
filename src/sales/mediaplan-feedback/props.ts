import { propsSchema } from '@core/props';

/** data-props of <div id="mediaplan-feedback">: only urlPath (the site prefix of {api} = {urlPath}/api); the media plan is the page's ?id=. */
export const mediaplanFeedbackProps = propsSchema({});
export type MediaplanFeedbackProps = ReturnType<typeof mediaplanFeedbackProps.parse>;
