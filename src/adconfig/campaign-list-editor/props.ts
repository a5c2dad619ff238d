import { prop, propsSchema } from '@core/props';

/** data-props of <div id="campaign-list-editor">: where the saved templates are listed and saved (A 2, A 7). */
export const campaignListEditorProps = propsSchema({
  /** GET → the saved templates `[{id, name, description, params: {list}}]`. */
  templatesLoadUrl: prop.optional(prop.apiUrl()),
  /** POST `{name, params: {list}}` saves one (a name already used overwrites it, after a confirmation). */
  templatesSaveUrl: prop.optional(prop.apiUrl()),
});
export type CampaignListEditorProps = ReturnType<typeof campaignListEditorProps.parse>;
