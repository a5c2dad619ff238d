import { bare, oneOf, page, type HashField } from '@core/hash';

export const TABS = ['reserves', 'presale'] as const;
export type TabKey = (typeof TABS)[number];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The report's month as Y-m; '' (the default) is the current month, which moves with the calendar. */
export function monthField(): HashField<string> {
  return { kind: 'filter', defaultValue: '', parse: (raw) => (raw === '' || (MONTH.test(raw) && Number(raw.slice(0, 4)) >= 1) ? raw : undefined), write: (v) => v };
}

/** S 2: the tab as the hash's bare word (`#presale`, the reservations by default), the month, the page of managers. */
export const hashSchema = {
  tab: bare(oneOf(TABS, 'reserves')),
  m: monthField(),
  p: page(),
};
export type ReservesPresalesHash = typeof hashSchema;
