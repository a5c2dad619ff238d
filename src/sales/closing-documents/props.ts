import { d } from '../../core/decode';
import { prop, propsSchema } from '../../core/props';

/** A document type the form offers: its type_id and name. */
export interface DocumentType {
  id: string;
  name: string;
}

const typesOf = (raw: unknown[]): DocumentType[] =>
  d.records({ id: d.text, name: d.text })(raw)
    .filter((t) => t.id !== '')
    .map((t) => ({ id: t.id, name: t.name || t.id }));

/** data-props of <div id="closing-documents">; the media plan is the page's ?id=. */
export const closingDocumentsProps = propsSchema({
  /** The document types offered, [{id, name}] (type_id); default: an act and an agent report (agent_report). */
  documentTypes: prop.optional(prop.custom('a list of {id, name}', (raw) => (Array.isArray(raw) ? typesOf(raw) : undefined))),
});
export type ClosingDocumentsProps = ReturnType<typeof closingDocumentsProps.parse>;
