import { prop, propsSchema } from '@core/props';

/**
 * data-props of <div id="domain-versions">: the object type of the page's object (A 7 GET
 * {objectTypeId}/{objectId}); the object id is the page path's last segment unless `objectId` is given.
 */
export const domainVersionsProps = propsSchema({
  objectTypeId: prop.number({ min: 1, integer: true }),
  objectId: prop.optional(prop.number({ min: 1, integer: true })),
});
export type DomainVersionsProps = ReturnType<typeof domainVersionsProps.parse>;
