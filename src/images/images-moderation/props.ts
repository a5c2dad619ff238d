import { prop, propsSchema } from '@core/props';

/**
 * data-props of <div id="images-moderation">: `api` "v2" moves the calls to /api/inimage/v2/images
 * (default "rest": /api/rest/images); `acl.imageLog` shows the link to an image's moderation history (I 6).
 */
export const imagesModerationProps = propsSchema({
  api: prop.optional(prop.oneOf(['rest', 'v2'] as const)),
  acl: prop.optional(prop.flags(['imageLog'])),
});
export type ImagesModerationProps = ReturnType<typeof imagesModerationProps.parse>;
