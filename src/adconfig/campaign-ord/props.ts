import { d } from '@core/decode';
import { prop, propsSchema } from '@core/props';

export interface Choice {
  id: number;
  name: string;
}

/**
 * data-props of <div id="campaign-ord">: the ORD campaign types ([{id, name}]), `permissions.edit` (contracts may be
 * created, A 6), where documents and the INN lookup live. The campaign is the page's ?id=.
 */
export const campaignOrdProps = propsSchema({
  campaignTypes: prop.optional(
    prop.custom<Choice[]>('a list of {id, name}', (value) =>
      Array.isArray(value) ? d.records({ id: d.id, name: d.text })(value).flatMap((c) => (c.id === null ? [] : [{ id: c.id, name: c.name || `#${c.id}` }])) : undefined,
    ),
  ),
  permissions: prop.optional(prop.flags(['edit'])),
  /** GET/POST of documents; default {urlPath}/api/hb/docs. */
  docsUrl: prop.optional(prop.apiUrl()),
  /** The INN lookup with {inn} in it; default {urlPath}/api/hb/inn/{inn}. */
  innUrl: prop.optional(prop.apiUrl()),
});
export type CampaignOrdProps = ReturnType<typeof campaignOrdProps.parse>;
