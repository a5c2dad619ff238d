import { prop, propsSchema } from '@core/props';

/** A 6: what the user may do; each flag shows one control. Absent = none. */
export const SITES_LISTS_PERMISSIONS = ['store', 'filter', 'update', 'destroy', 'export'] as const;

/** data-props of <div id="sites-lists">; urlPath prefixes /api/hb/sites-lists. */
export const sitesListsProps = propsSchema({
  /** store (add), filter (status filter), update (edit), destroy (delete), export (download). */
  permissions: prop.optional(prop.flags(SITES_LISTS_PERMISSIONS)),
});
export type SitesListsProps = ReturnType<typeof sitesListsProps.parse>;
export type SitesListsPermissions = NonNullable<SitesListsProps['permissions']>;
