import { observer } from 'mobx-react-lite';
import type { BoundForm } from '@core/record';
import { FormField } from '@ui/FormField';
import { shownNumber } from '@core/format';
import { NumberField } from '@ui/record/fields';
import { typeVat, type VatPaths } from './vatAmounts';

export interface VatLabels {
  amount: string;
  rate: string;
  withVat: string;
  vat?: string;
}

export interface VatFieldsProps {
  form: BoundForm;
  paths: VatPaths;
  labels: VatLabels;
  /** The amounts and the rate required (the VAT amount is computed, never typed). */
  required?: boolean;
  disabled?: boolean;
  /** Each field's column classes. */
  className?: string;
}

/**
 * One VAT block: the amount without VAT, the rate, the VAT amount (read only: the difference) and the
 * amount with VAT; typing either amount or the rate recomputes the others (S 5, two decimals). The amounts and
 * the rate are the one numeric input: '150 000,50' or '12.5' taken, ru-RU shown once left.
 */
export const VatFields = observer(function VatFields({ form, paths, labels, required, disabled, className = 'col-md-3 mb-3' }: VatFieldsProps) {
  return (
    <>
      <NumberField form={form} path={paths.amount} label={labels.amount} required={required} disabled={disabled} className={className} minDigits={2} onChange={(v) => typeVat(form, paths, 'amount', v)} />
      <NumberField form={form} path={paths.rate} label={labels.rate} required={required} disabled={disabled} className={className} onChange={(v) => typeVat(form, paths, 'rate', v)} />
      {paths.vat && labels.vat && <ReadOnlyAmount form={form} path={paths.vat} label={labels.vat} className={className} />}
      <NumberField form={form} path={paths.withVat} label={labels.withVat} required={required} disabled={disabled} className={className} minDigits={2} onChange={(v) => typeVat(form, paths, 'withVat', v)} />
    </>
  );
});

/** The VAT amount: computed, so read only, labelled like the amounts beside it, in ru-RU as they show ('1 200,00'). */
const ReadOnlyAmount = observer(function ReadOnlyAmount({ form, path, label, className }: { form: BoundForm; path: string; label: string; className: string }) {
  return (
    <FormField label={label} error={form.errorAt(path)} className={className}>
      {(control) => <input {...control} className={`${control.className} bg-body-secondary`} value={shownNumber(form.text(path), 2)} readOnly />}
    </FormField>
  );
});
