import { propsSchema } from '@core/props';

/** data-props of <div id="moderation-user">: only urlPath (the prefix of the tags call and of the image history links). */
export const moderationUserProps = propsSchema({});
export type ModerationUserProps = ReturnType<typeof moderationUserProps.parse>;
