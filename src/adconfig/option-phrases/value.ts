import { d } from '@core/decode';
import { answeredRows, rowsKeeping, textOfNumber, withKept, type Kept } from '@core/option';

/** A 3 page-content phrase as edited: the phrase and its counter as typed; what else it came with, sent back as it came. */
export interface PhraseDraft {
  content: string;
  counter: string;
  kept?: Kept;
}
export type PhrasesValue = PhraseDraft[];

/** A phrase as saved (chosen): the text, and how many times it must occur on the page (a whole number ≥ 1). */
export interface Phrase {
  content: string;
  counter: number;
}

/** An empty counter counts once. */
export const DEFAULT_COUNTER = 1;

const phraseShape = d.record({ content: d.text, counter: textOfNumber });
const PHRASE_FIELDS = ['content', 'counter'];

/** params.value → the rows (each keeping its other fields); anything but a list is none, a malformed row shows empty. */
export function decodePhrases(raw: unknown): PhrasesValue {
  return rowsKeeping(raw, PHRASE_FIELDS, phraseShape);
}

export const newPhrase = (): PhraseDraft => ({ content: '', counter: String(DEFAULT_COUNTER) });

/** A row with nothing typed as its phrase (A: empty rows are dropped, not refused). */
export const isEmptyPhrase = (row: PhraseDraft) => row.content.trim() === '';

/** The counter typed: a whole number from 1, empty as 1; null when it is no such number. */
export function counterOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return DEFAULT_COUNTER;
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 ? n : null;
}

/** The phrases sent: empty rows dropped, each phrase trimmed, with the other fields it came with. */
export function encodePhrases(value: PhrasesValue): Phrase[] {
  return value.filter((row) => !isEmptyPhrase(row)).map((row) => withKept(row.kept, { content: row.content.trim(), counter: counterOf(row.counter) ?? DEFAULT_COUNTER }));
}

/** A 7 Options: the save's answered `data`, the phrases as stored, shown in place of those sent (answeredRows). */
export function savedPhrases(data: unknown, sent: PhrasesValue): PhrasesValue {
  return answeredRows(data, sent, { decode: decodePhrases, sentCount: encodePhrases(sent).length });
}
