import { prop, propsSchema } from '@core/props';

/** data-props of <div id="creative-form">. */
export const creativeFormProps = propsSchema({
  /** The page the back link goes to (the flights' list or the campaign's page); none: no back link. */
  listUrl: prop.optional(prop.siteLink()),
});
export type CreativeFormProps = ReturnType<typeof creativeFormProps.parse>;
