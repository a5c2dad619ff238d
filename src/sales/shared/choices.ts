// A dictionary the backend prints into data-props as [{id, name}] (a document's types, a transaction's
// operation types). Read leniently: an entry without an id is dropped, a missing name shows the id.
import { d } from '../../core/decode';
import { prop } from '../../core/props';

export interface Choice {
  id: string;
  name: string;
}

const choicesOf = (raw: unknown[]): Choice[] =>
  d.records({ id: d.text, name: d.text })(raw)
    .filter((c) => c.id !== '')
    .map((c) => ({ id: c.id, name: c.name || c.id }));

/** The prop reader: a list of {id, name}, ids as text (numbers too). */
export const choiceList = () => prop.custom('a list of {id, name}', (raw) => (Array.isArray(raw) ? choicesOf(raw) : undefined));
