import { prop, propsSchema } from '@core/props';

/**
 * data-props of <div id="post-click-kpi">: urlPath (site prefix of the absolute /api calls) and the
 * comment-group access rules (S 6: objectCommentGroups.store, .update, .destroy), e.g.
 * {"access":{"objectCommentGroups":{"store":true,"update":true,"destroy":false}}}.
 */
export const postClickKpiProps = propsSchema({
  access: prop.optional(prop.object({ objectCommentGroups: prop.optional(prop.flags(['store', 'update', 'destroy'] as const)) })),
});
export type PostClickKpiProps = ReturnType<typeof postClickKpiProps.parse>;
