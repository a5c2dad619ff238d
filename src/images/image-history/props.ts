import { propsSchema } from '@core/props';

/** data-props of <div id="image-history">: only urlPath (the prefix of the tags call and of the user page links). */
export const imageHistoryProps = propsSchema({});
export type ImageHistoryProps = ReturnType<typeof imageHistoryProps.parse>;
