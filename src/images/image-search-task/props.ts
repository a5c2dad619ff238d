import { propsSchema } from '@core/props';

/** data-props of <div id="image-search-task">: only urlPath (the task is the page path's own: GET / PUT {path}). */
export const imageSearchTaskProps = propsSchema({});
export type ImageSearchTaskProps = ReturnType<typeof imageSearchTaskProps.parse>;
