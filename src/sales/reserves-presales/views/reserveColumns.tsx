import { formatNumber, round2 } from '@core/format';
import type { Column } from '@ui/DataTable';
import type { ReserveRow } from '../api';
import { TEXTS } from '../texts';

const shown = (n: number | null): string => (n === null ? '' : formatNumber(n));
const completion = (row: ReserveRow): string => (row.plan && row.fact !== null ? formatNumber(round2((row.fact / row.plan) * 100)) : '');

/** The reservations tab: the manager, the month's plan and fact, and how much of the plan is done (number columns: to the right in tabular figures). */
export const RESERVE_COLUMNS: Column<ReserveRow>[] = [
  { key: 'name', title: TEXTS.manager },
  { key: 'plan', title: TEXTS.plan, kind: 'number', width: '10rem', render: (row) => shown(row.plan) },
  { key: 'fact', title: TEXTS.fact, kind: 'number', width: '10rem', render: (row) => shown(row.fact) },
  { key: 'completion', title: TEXTS.completion, kind: 'percent', width: '8rem', render: completion },
];
