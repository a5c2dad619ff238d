/**
 * Ids in an option's value (device types, the chosen dictionary entries): kept as text while edited, as
 * the dictionaries name them (`DictionaryItem.id`), and sent as numbers when they are whole numbers (the
 * backend's handbook ids), else as the text they are.
 */

/** One id from the server as text ('' when absent, not a finite number nor a text). */
export function idOf(raw: unknown): string {
  if (typeof raw === 'number') return Number.isFinite(raw) ? String(raw) : '';
  return typeof raw === 'string' ? raw.trim() : '';
}

/** A list of ids from the server: as text, each once, empty ones dropped; anything but a list is empty. */
export function idsOf(raw: unknown): string[] {
  return Array.isArray(raw) ? [...new Set(raw.map(idOf).filter((id) => id !== ''))] : [];
}

/** An id to send: a whole number as a number (written as one: no leading zeros), other text as it is. */
export function idValue(id: string): number | string {
  return /^-?(0|[1-9]\d{0,14})$/.test(id) ? Number(id) : id;
}

/** An id as a number for the server, or null when it is none (the single select's '—'). */
export function optionalIdValue(id: string): number | string | null {
  return id === '' ? null : idValue(id);
}
