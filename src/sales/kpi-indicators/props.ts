import { prop, propsSchema } from '@core/props';

/** An entry of a dictionary the page prints: an organization, a report. */
const named = prop.object({ id: prop.number({ integer: true, min: 1 }), name: prop.text() });

/**
 * data-props of <div id="kpi-indicators">: urlPath (the site prefix of {api} = {urlPath}/api) and the dictionaries
 * the legacy page had (issue 41, rule 2; the spec names no source for them): the organizations an indicator is
 * limited to (S 3 organizations) and the reports it shows in (S 3 params.showIn). Without one, its ids are typed.
 */
export const kpiIndicatorsProps = propsSchema({
  organizations: prop.optional(prop.list(named)),
  reports: prop.optional(prop.list(named)),
});
export type KpiIndicatorsProps = ReturnType<typeof kpiIndicatorsProps.parse>;
export type Named = NonNullable<KpiIndicatorsProps['organizations']>[number];
