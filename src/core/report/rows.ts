import { d, type Decoded } from '../decode';

type Shape = Record<string, (raw: unknown) => unknown>;

/** A report row: the declared fields decoded, every other plain field (text, number, boolean) kept as is, for server-described columns. */
export type ReportRow<S extends Shape> = Decoded<S> & { readonly [field: string]: unknown };

const isPlain = (value: unknown): boolean => typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

export function reportRow<S extends Shape>(shape: S): (raw: unknown) => ReportRow<S> {
  const declared = d.record(shape);
  return (raw) => {
    const cells: Record<string, unknown> = {};
    if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
      for (const [key, value] of Object.entries(raw)) if (isPlain(value)) cells[key] = value;
    }
    return { ...cells, ...declared(raw) } as ReportRow<S>;
  };
}
