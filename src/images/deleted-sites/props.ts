import { propsSchema } from '@core/props';

/** Nothing beyond urlPath (unused: the calls go to the page path, which already carries any prefix). */
export const deletedSitesProps = propsSchema({});
export type DeletedSitesProps = ReturnType<typeof deletedSitesProps.parse>;
