import { prop, propsSchema } from '@core/props';

/**
 * data-props of <div id="images-statistics">: `api` "v2" sends the approval's tag calls to
 * /api/inimage/v2/images (default "rest": /api/rest/images); `approvedTag` is the id of the 'approved'
 * tag (I 4), else the tag named 'approved' in the tags list.
 */
export const imagesStatisticsProps = propsSchema({
  api: prop.optional(prop.oneOf(['rest', 'v2'] as const)),
  approvedTag: prop.optional(prop.number()),
});
export type ImagesStatisticsProps = ReturnType<typeof imagesStatisticsProps.parse>;
