import { observer } from 'mobx-react-lite';
import { CheckField, DateField, SelectField, TextField } from '@ui/record/fields';
import { VatFields } from '@sales/shared/vat/VatFields';
import type { ClosingDocumentsStore } from '../ClosingDocumentsStore';
import type { DocumentType } from '../props';
import { LABEL, TEXTS } from '../texts';
import { VAT_BLOCKS } from '../values';
import { UnitCostField } from './UnitCostField';

/** The modal's fields (S 3): the document, its two VAT blocks, the agent's block for an agent report, the unit cost. */
export const DocumentFields = observer(function DocumentFields({ store, types }: { store: ClosingDocumentsStore; types: DocumentType[] }) {
  const { form } = store.editor;
  return (
    <>
      <fieldset className="row">
        <legend className="fs-6 fw-semibold">{TEXTS.sections.document}</legend>
        <SelectField form={form} path="type_id" label={LABEL.type} required className="col-md-4 mb-3" placeholder={TEXTS.chooseType} options={types.map((t) => ({ value: t.id, label: t.name }))} />
        <TextField form={form} path="doc_number" label={LABEL.docNumber} required className="col-md-4 mb-3" maxLength={64} />
        <DateField form={form} path="date_signed" label={LABEL.dateSigned} required className="col-md-4 mb-3" />
        <DateField form={form} path="date_begin" label={LABEL.dateBegin} required className="col-md-4 mb-3" />
        <DateField form={form} path="date_end" label={LABEL.dateEnd} required className="col-md-4 mb-3" />
        <CheckField form={form} path="is_vat" label={LABEL.isVat} className="col-md-4 mb-3 pt-md-4 form-check" />
      </fieldset>
      <fieldset className="row">
        <legend className="fs-6 fw-semibold">{TEXTS.sections.amount}</legend>
        <VatFields form={form} paths={VAT_BLOCKS.amount} labels={LABEL.amount} required />
      </fieldset>
      <fieldset className="row">
        <legend className="fs-6 fw-semibold">{TEXTS.sections.fullAmount}</legend>
        <VatFields form={form} paths={VAT_BLOCKS.fullAmount} labels={LABEL.fullAmount} />
      </fieldset>
      {store.isAgentReport && (
        <fieldset className="row">
          <legend className="fs-6 fw-semibold">{TEXTS.sections.agent}</legend>
          <TextField form={form} path="agent_doc_number" label={LABEL.agentDocNumber} className="col-md-6 mb-3" maxLength={64} />
          <DateField form={form} path="agent_date_signed" label={LABEL.agentDateSigned} className="col-md-6 mb-3" />
          <VatFields form={form} paths={VAT_BLOCKS.agentAmount} labels={LABEL.agentAmount} />
        </fieldset>
      )}
      <UnitCostField store={store} />
    </>
  );
});
