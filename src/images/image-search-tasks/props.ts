import { propsSchema } from '@core/props';

/** data-props of <div id="image-search-tasks">: only urlPath (the site prefix of the tag list's absolute path). */
export const imageSearchTasksProps = propsSchema({});
export type ImageSearchTasksProps = ReturnType<typeof imageSearchTasksProps.parse>;
