import { propsSchema } from '@core/props';

/** Nothing beyond urlPath (unused): the list is asked from the page path itself ({route}). */
export const mixTasksProps = propsSchema({});
export type MixTasksProps = ReturnType<typeof mixTasksProps.parse>;
