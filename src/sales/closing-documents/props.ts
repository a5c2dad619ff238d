import { prop, propsSchema, type Choice } from '@core/props';

/** A document type the form offers: its type_id and name. */
export type DocumentType = Choice;

/** data-props of <div id="closing-documents">; the media plan is the page's ?id=. */
export const closingDocumentsProps = propsSchema({
  /** The document types offered, [{id, name}] (type_id); default: an act and an agent report (agent_report). */
  documentTypes: prop.optional(prop.choices()),
});
export type ClosingDocumentsProps = ReturnType<typeof closingDocumentsProps.parse>;
