import { isObject } from '@core/decode';
import { prop, propsSchema } from '@core/props';
import { columnsOf } from './api';

/** data-props of <div id="campaign-list-editor">: where the saved templates are listed and saved (A 2, A 7). */
export const campaignListEditorProps = propsSchema({
  /** GET → the saved templates `[{id, name, description, params: {list}}]`. */
  templatesLoadUrl: prop.optional(prop.apiUrl()),
  /** POST `{name, params: {list}}` saves one (a name already used overwrites it, after a confirmation). */
  templatesSaveUrl: prop.optional(prop.apiUrl()),
  /** The list edited, as the page prints it (A 3 Campaign list: name, list, isNoExport); without it the page asks a GET the spec does not name. */
  record: prop.optional(prop.custom('a campaign list (an object)', (v) => (isObject(v) ? v : undefined))),
  /** The template's columns (`[{key, title, unique}]`), as the page prints them. */
  columns: prop.optional(prop.custom('a list of columns [{key, title, unique}]', (v) => (Array.isArray(v) ? columnsOf(v) : undefined))),
});
export type CampaignListEditorProps = ReturnType<typeof campaignListEditorProps.parse>;
