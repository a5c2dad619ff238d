import { propsSchema } from '@core/props';

/** Nothing beyond urlPath: the site prefix of /creatives/{id}/files and /creatives/resources/zip/{id}. */
export const creativeFilesProps = propsSchema({});
export type CreativeFilesProps = ReturnType<typeof creativeFilesProps.parse>;
