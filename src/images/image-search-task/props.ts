import { prop, propsSchema } from '@core/props';
import { taskOf, type SearchTask } from './api';

/**
 * data-props of <div id="image-search-task">: the task with its images, as the legacy page printed it (I 7
 * names no GET of one task; a task that cannot be read, without an id, is null: the page then asks GET {path}).
 */
export const imageSearchTaskProps = propsSchema({
  task: prop.optional(prop.custom<SearchTask | null>('a search task {id, name, search_query, limit_qty, found_qty, status, author, images}', (value) => taskOf(value))),
});
export type ImageSearchTaskProps = ReturnType<typeof imageSearchTaskProps.parse>;
