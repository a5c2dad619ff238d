import { prop, propsSchema } from '@core/props';

/**
 * data-props of <div id="domain-version-edit">: the object type of the page's object (A 7 GET
 * {objectTypeId}/{objectId}, the versions the page finds its own in); the object and the version are the page
 * path's last two segments (/campaigns/stat/client-domains/{objectId}/{versionId}) unless given.
 */
export const domainVersionEditProps = propsSchema({
  objectTypeId: prop.number({ min: 1, integer: true }),
  objectId: prop.optional(prop.number({ min: 1, integer: true })),
  versionId: prop.optional(prop.number({ min: 1, integer: true })),
});
export type DomainVersionEditProps = ReturnType<typeof domainVersionEditProps.parse>;
