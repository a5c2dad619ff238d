// S 5: amount with VAT = amount without VAT × (rate + 100) / 100, the VAT amount the difference, two
// decimals, typed either way. One rule for every VAT block of the sales area (a manual transaction, the
// three blocks of a closing document), on the project's one form state.
import { action } from 'mobx';
import { parseNumber, round2, withVat, withoutVat } from '@core/format';
import type { BoundForm } from '@core/record';

/** Where one VAT block's values sit in its form (`vat`: the VAT amount, when the block shows it). */
export interface VatPaths {
  amount: string;
  withVat: string;
  rate: string;
  vat?: string;
}

/** What the operator typed into: one of the amounts, or the rate (the amount without VAT then stays). */
export type VatSide = 'amount' | 'withVat' | 'rate';

/** Money as the form shows a computed amount: two decimals, a dot (what the API takes back). */
export const moneyText = (n: number): string => n.toFixed(2);

/** A usable rate: a number above −100 (else the formula divides by zero or turns the sign). */
function rateOf(text: string): number | null {
  const rate = parseNumber(text);
  return rate !== null && Number.isFinite(rate) && rate > -100 && rate <= 1000 ? rate : null;
}

/** A usable amount, or null (blank or not a number: the computed ones are cleared). */
function amountOf(text: string): number | null {
  const n = parseNumber(text);
  return n !== null && Number.isFinite(n) && Math.abs(n) < 1e13 ? n : null;
}

/**
 * The operator typed `text` into `side`: it is kept as typed, and the other amount (and the VAT amount)
 * recomputed from the rate. A rate that is not a number leaves the amounts as they are (its own rule says
 * so); an amount that is not one clears what was computed from it.
 */
export const typeVat = action(function typeVat(form: BoundForm, paths: VatPaths, side: VatSide, text: string): void {
  form.set(paths[side], text);
  const rate = rateOf(form.text(paths.rate));
  if (rate === null) return;
  const from: 'amount' | 'withVat' = side === 'withVat' ? 'withVat' : 'amount';
  const typed = amountOf(form.text(paths[from]));
  const to = from === 'amount' ? paths.withVat : paths.amount;
  if (typed === null) {
    if (side === 'rate') return;
    form.set(to, '');
    if (paths.vat) form.set(paths.vat, '');
    return;
  }
  const net = from === 'amount' ? typed : withoutVat(typed, rate);
  const gross = from === 'amount' ? withVat(typed, rate) : typed;
  form.set(to, moneyText(from === 'amount' ? gross : net));
  if (paths.vat) form.set(paths.vat, moneyText(round2(gross - net)));
});
