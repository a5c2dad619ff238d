import { sitePath } from '@core/basePath';

// The pages of I 2.5, behind the site prefix (props.urlPath) as every absolute path.

/** A user's moderation page (its images tab). */
export const userImagesHref = (userId: number, urlPath = ''): string => sitePath(`/statistics/inimage/moderation/user/${userId}/images`, urlPath);

/** An image's moderation history. */
export const imageHistoryHref = (imageId: number, urlPath = ''): string => sitePath(`/statistics/inimage/moderation/image/${imageId}`, urlPath);
