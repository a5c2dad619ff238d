import { d } from '../decode';
import { formatDate } from '../format';

/** A document / contract (S 3, A 3): the basis document of a booking, an ORD contract. */
export interface Contract {
  id: number;
  type: string;
  name: string;
  doc_number: string;
  /** Y-m-d as the server sends it, '' when absent. */
  date_signed: string;
  name_customer: string;
  inn: string;
  name_contractor: string;
  inn_contractor: string;
  amount: number | null;
  is_vat: boolean;
}

/** The public INN lookup's answer (S 7, A 7). */
export interface InnInfo {
  name: string;
  full_name: string;
  inn: string;
  seo_post: string;
  seo_name: string;
  date_ogrn: string;
}

const rawContract = d.record({
  id: d.id,
  type: d.text,
  name: d.text,
  doc_number: d.text,
  date_signed: d.text,
  name_customer: d.text,
  inn: d.text,
  name_contractor: d.text,
  inn_contractor: d.text,
  amount: d.number,
  is_vat: d.bool,
});

/** One document, untrusted: a missing or wrong field reads as empty; null without an id. */
export function contractOf(raw: unknown): Contract | null {
  const { id, is_vat, ...rest } = rawContract(raw);
  return id === null ? null : { id, ...rest, is_vat: is_vat === true };
}

/** A list of documents; entries without an id are left out. */
export const contractsOf = (raw: unknown): Contract[] => d.list(contractOf)(raw).flatMap((c) => (c ? [c] : []));

const rawInn = d.record({ name: d.text, full_name: d.text, inn: d.text, seo_post: d.text, seo_name: d.text, date_ogrn: d.text });

/** The lookup's answer; null when it names nothing (no name and no full name). */
export function innInfoOf(raw: unknown): InnInfo | null {
  const info = rawInn(raw);
  return info.name === '' && info.full_name === '' ? null : info;
}

/** How a document is named in a list or a select: '№ 12 от 01.02.2026 — Договор' (the parts there are). */
export function contractLabel(contract: Contract): string {
  const number = contract.doc_number ? `№ ${contract.doc_number}` : '';
  const date = contract.date_signed ? `от ${formatDate(contract.date_signed)}` : '';
  const head = [number, date].filter(Boolean).join(' ');
  const name = contract.name || contract.name_customer || `#${contract.id}`;
  return head ? `${head} — ${name}` : name;
}
