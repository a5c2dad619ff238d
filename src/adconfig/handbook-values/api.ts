import { pagePath, sitePath } from '@core/basePath';
import { restCollection } from '@core/crud/restCollection';
import { d } from '@core/decode';

export interface Organization {
  organization_id: number;
  name: string;
}

/** What the page needs of its handbook (A 3): its name, whether values carry `val`, and its params. */
export interface HandbookInfo {
  id: number | null;
  name: string;
  is_val: boolean;
  isEditPage: boolean;
  isEditOnCreate: boolean;
}

/** A 3: a handbook value. It has no status; CrudListStore's row shape asks for one (never switched here). */
export interface HandbookValue {
  id: number;
  status: '';
  name: string;
  val: string;
  sort: number;
  organization_id: number | null;
  /** The extension tabs' data (channels…): sent back unchanged by the modal. */
  params: Record<string, unknown>;
}

/** What POST and PUT send (A 7). */
export interface HandbookValueInput {
  name: string;
  val: string;
  sort: number;
  params: Record<string, unknown>;
  organization_id: number | null;
  handbook_id: number | null;
}

const rawOrganization = d.record({ organization_id: d.id, name: d.text });

export function organizationsOf(raw: unknown): Organization[] {
  return d.list(rawOrganization)(raw).flatMap((o) => (o.organization_id === null ? [] : [{ organization_id: o.organization_id, name: o.name }]));
}

const rawHandbook = d.record({ id: d.id, name: d.text, is_val: d.bool, params: d.record({ isEditPage: d.bool, isEditOnCreate: d.bool }) });

/** The handbook the list answer carries beside the rows; anything malformed reads as "no such option". */
export function handbookOf(raw: unknown): HandbookInfo {
  const h = rawHandbook(raw);
  return { id: h.id, name: h.name, is_val: h.is_val !== false, isEditPage: h.params.isEditPage === true, isEditOnCreate: h.params.isEditOnCreate === true };
}

const rawValue = d.record({ id: d.id, name: d.text, val: d.text, sort: d.int, organization_id: d.id, params: d.object });

function valueOf(raw: unknown): HandbookValue | null {
  const { id, sort, ...rest } = rawValue(raw);
  return id === null ? null : { id, status: '', ...rest, sort: sort ?? 0 };
}

/**
 * The only place that knows this screen's URLs (A 7): GET {dataUrl} (default: this page's path);
 * POST {urlPath}/api/hb/handbook-values, PUT/DELETE …/{id}.
 */
export function handbookValuesApi(dataUrl = pagePath(), urlPath = '') {
  const writes = restCollection<HandbookValue, HandbookValueInput>(sitePath('/api/hb/handbook-values', urlPath), { row: valueOf });
  return { ...writes, list: restCollection<HandbookValue, HandbookValueInput>(dataUrl, { row: valueOf }).list };
}

/** The handbook's id from the page path /preferences/handbook-values/{id}, when the answer does not say. */
export function handbookIdOfPath(path = pagePath()): number | null {
  return d.id(path.split('/').pop());
}

export type HandbookValuesApi = ReturnType<typeof handbookValuesApi>;
