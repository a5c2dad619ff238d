import type { OptionErrors } from '@core/option';
import { TEXT } from './texts';
import type { OrdIdsValue } from './value';

/** An ORD id once only (a repeated one is refused under its row); empty rows are dropped, never refused. */
export function checkOrdIds(value: OrdIdsValue): OptionErrors {
  const errors: OptionErrors = {};
  const seen = new Set<string>();
  value.forEach((row, index) => {
    const id = row.ord_id.trim();
    if (id === '') return;
    if (seen.has(id)) errors[`${index}.ord_id`] = TEXT.duplicate;
    seen.add(id);
  });
  return errors;
}
