import { DEFAULT_VAT_RATE, parseNumber, toApiDate } from '@core/format';
import type { VatPaths } from '@sales/shared/vat/vatAmounts';
import { AGENT_REPORT, type ClosingDocument, type ClosingDocumentInput } from './api';

/** The modal's values as its controls hold them: amounts as typed text, dates Y-m-d, `unit_costs` as the answers gave them. */
export interface DocumentValues {
  type_id: string;
  doc_number: string;
  date_signed: string;
  date_begin: string;
  date_end: string;
  amount: string;
  a_no_vat: string;
  a_vat_amount: string;
  a_vat_rate: string;
  full_amount: string;
  f_a_no_vat: string;
  f_a_vat_amount: string;
  f_a_vat_rate: string;
  unit_cost: string;
  unit_costs: Record<string, number>;
  is_vat: boolean;
  agent_doc_number: string;
  agent_date_signed: string;
  agent_amount: string;
  a_a_no_vat: string;
  a_a_vat_amount: string;
  a_a_vat_rate: string;
}

/** S 3, S 5: the three VAT blocks, each `amount` with VAT over its `no_vat` part (rate default 20). */
export const VAT_BLOCKS = {
  amount: { amount: 'a_no_vat', withVat: 'amount', rate: 'a_vat_rate', vat: 'a_vat_amount' },
  fullAmount: { amount: 'f_a_no_vat', withVat: 'full_amount', rate: 'f_a_vat_rate', vat: 'f_a_vat_amount' },
  agentAmount: { amount: 'a_a_no_vat', withVat: 'agent_amount', rate: 'a_a_vat_rate', vat: 'a_a_vat_amount' },
} as const satisfies Record<string, VatPaths>;

const RATE = String(DEFAULT_VAT_RATE);
const text = (n: number | null): string => (n === null ? '' : String(n));
const rateText = (n: number | null): string => (n === null ? RATE : String(n));

/** A new act: signed today, for the month before (an act closes a month that is over); rates 20 (S 9). */
export function emptyDocument(today: Date = new Date()): DocumentValues {
  return {
    type_id: '',
    doc_number: '',
    date_signed: toApiDate(today),
    date_begin: toApiDate(new Date(today.getFullYear(), today.getMonth() - 1, 1)),
    date_end: toApiDate(new Date(today.getFullYear(), today.getMonth(), 0)),
    amount: '',
    a_no_vat: '',
    a_vat_amount: '',
    a_vat_rate: RATE,
    full_amount: '',
    f_a_no_vat: '',
    f_a_vat_amount: '',
    f_a_vat_rate: RATE,
    unit_cost: '',
    unit_costs: {},
    is_vat: true,
    agent_doc_number: '',
    agent_date_signed: '',
    agent_amount: '',
    a_a_no_vat: '',
    a_a_vat_amount: '',
    a_a_vat_rate: RATE,
  };
}

export function valuesOf(row: ClosingDocument): DocumentValues {
  return {
    type_id: row.type_id,
    doc_number: row.doc_number,
    date_signed: row.date_signed,
    date_begin: row.date_begin,
    date_end: row.date_end,
    amount: text(row.amount),
    a_no_vat: text(row.a_no_vat),
    a_vat_amount: text(row.a_vat_amount),
    a_vat_rate: rateText(row.a_vat_rate),
    full_amount: text(row.full_amount),
    f_a_no_vat: text(row.f_a_no_vat),
    f_a_vat_amount: text(row.f_a_vat_amount),
    f_a_vat_rate: rateText(row.f_a_vat_rate),
    unit_cost: text(row.unit_cost),
    unit_costs: { ...row.unit_costs },
    is_vat: row.is_vat,
    agent_doc_number: row.agent_doc_number,
    agent_date_signed: row.agent_date_signed,
    agent_amount: text(row.agent_amount),
    a_a_no_vat: text(row.a_a_no_vat),
    a_a_vat_amount: text(row.a_a_vat_amount),
    a_a_vat_rate: rateText(row.a_a_vat_rate),
  };
}

const num = (value: string): number | null => {
  const n = parseNumber(value);
  return n === null || !Number.isFinite(n) ? null : n;
};

/** What is sent (JSON): numbers as numbers; the agent's fields only for an agent report (else null). */
export function inputOf(values: DocumentValues): ClosingDocumentInput {
  const agent = values.type_id === AGENT_REPORT;
  return {
    type_id: values.type_id,
    doc_number: values.doc_number.trim(),
    date_signed: values.date_signed,
    date_begin: values.date_begin,
    date_end: values.date_end,
    amount: num(values.amount),
    a_no_vat: num(values.a_no_vat),
    a_vat_amount: num(values.a_vat_amount),
    a_vat_rate: num(values.a_vat_rate),
    full_amount: num(values.full_amount),
    f_a_no_vat: num(values.f_a_no_vat),
    f_a_vat_amount: num(values.f_a_vat_amount),
    f_a_vat_rate: num(values.f_a_vat_rate),
    unit_cost: num(values.unit_cost),
    unit_costs: values.unit_costs,
    is_vat: values.is_vat,
    agent_doc_number: agent ? values.agent_doc_number.trim() : '',
    agent_date_signed: agent ? values.agent_date_signed : '',
    agent_amount: agent ? num(values.agent_amount) : null,
    a_a_no_vat: agent ? num(values.a_a_no_vat) : null,
    a_a_vat_amount: agent ? num(values.a_a_vat_amount) : null,
    a_a_vat_rate: agent ? num(values.a_a_vat_rate) : null,
  };
}
