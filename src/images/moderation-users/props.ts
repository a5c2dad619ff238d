import { propsSchema } from '@core/props';

/** data-props of <div id="moderation-users">: only urlPath (the site prefix of the user pages the rows link to). */
export const moderationUsersProps = propsSchema({});
export type ModerationUsersProps = ReturnType<typeof moderationUsersProps.parse>;
