import { propsSchema } from '@core/props';

/** data-props of <div id="tag-categories">: only urlPath (the site prefix of {preferences path} = {urlPath}/preferences). */
export const tagCategoriesProps = propsSchema({});
export type TagCategoriesProps = ReturnType<typeof tagCategoriesProps.parse>;
