// Queries the screen tests share: a table by its caption, a row by a text in it, a modal by its title.
// By text and selector rather than by role: role queries over rows of buttons are what jsdom is slowest at.
import { fireEvent, screen, within } from '@testing-library/react';

/** The table whose caption reads `caption`. */
export function tableByCaption(caption: string): HTMLTableElement {
  const table = screen.getByText(caption, { selector: 'caption' }).closest('table');
  if (!table) throw new Error(`no table captioned ${caption}`);
  return table;
}

/** Queries within the row of `table` that holds `text` (in an element matching `selector`, default any). */
export function rowIn(table: HTMLElement, text: string, selector = '*') {
  const row = within(table).getByText(text, { selector }).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return within(row);
}

/** Queries within the open modal titled `title` (waits for it). */
export async function dialogTitled(title: string) {
  const heading = await screen.findByText(title, { selector: '.modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog titled ${title}`);
  return within(dialog);
}

/** The input or select labelled `label` (its value read as an input's). */
export const fieldLabelled = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** `text` put into the field labelled `label` at once: one change event (typing key by key is what makes jsdom tests slow). */
export const fillField = (label: string, text: string) => fireEvent.change(fieldLabelled(label), { target: { value: text } });

/** The option a searchable select (src/ui/Select, react-select) labelled `label` shows as chosen; null for none. */
export const selectShown = (label: string): string | null =>
  fieldLabelled(label).closest('.rs__control')?.querySelector('.rs__single-value')?.textContent ?? null;

/** Opens the searchable select labelled `label` as a click would, types `typed` into its search and picks the option `name`. */
export async function pickInSelect(label: string, typed: string, name: string): Promise<void> {
  const input = fieldLabelled(label);
  fireEvent.focus(input);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(await screen.findByText(name, { selector: '.rs__option' }));
}
