import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import { CONTRACT_LABEL, CONTRACT_TEXT, type ContractFormStore, type NameField } from '@core/contracts';
import { UNSAVED_TEXT, useUnsavedGuard } from '@core/unsaved';
import { FormModal } from '../FormModal';
import { CheckField, DateField, NumberField, SelectField, TextField } from '../record/fields';
import { InnInfoModal } from './InnInfoModal';

/** A party's name and INN, with the INN info modal behind the INN. */
const Party = observer(function Party({ store, name, inn }: { store: ContractFormStore; name: NameField; inn: 'inn' | 'inn_contractor' }) {
  const { form } = store;
  return (
    <>
      <TextField form={form} path={name} label={CONTRACT_LABEL[name]} required className="col-md-6 mb-3" maxLength={255} />
      <div className="col-md-6 mb-3">
        <TextField form={form} path={inn} label={CONTRACT_LABEL[inn]} required className="mb-1" inputMode="numeric" maxLength={12} autoComplete="off" />
        <Button variant="link" size="sm" className="p-0" aria-label={`${CONTRACT_TEXT.innLookup}: ${CONTRACT_LABEL[inn]}`} onClick={() => store.lookup(name)}>
          {CONTRACT_TEXT.innLookup}
        </Button>
      </div>
    </>
  );
});

/**
 * The document form (POST /hb/docs) of S 3 and A 3, with the INN info modal; any screen's ContractFormStore.
 * Closing it with anything typed asks first (the document is created only by its own button), and so does leaving the page.
 */
export const ContractFormModal = observer(function ContractFormModal({ store, title = CONTRACT_TEXT.title }: { store: ContractFormStore; title?: string }) {
  const { form } = store;
  useUnsavedGuard(store.dirty);
  return (
    <>
      <FormModal
        show={store.open}
        title={title}
        onHide={() => void store.requestClose()}
        onSubmit={() => void store.save()}
        saving={form.saving}
        submitLabel={CONTRACT_TEXT.create}
        size="lg"
        unsavedText={store.dirty ? UNSAVED_TEXT : undefined}
      >
        <div className="row">
          <SelectField form={form} path="type" label={CONTRACT_LABEL.type} required className="col-md-6 mb-3" options={store.types.map((t) => ({ value: t.value, label: t.label }))} />
          <TextField form={form} path="name" label={CONTRACT_LABEL.name} className="col-md-6 mb-3" maxLength={255} />
          <TextField form={form} path="doc_number" label={CONTRACT_LABEL.doc_number} required className="col-md-6 mb-3" maxLength={255} />
          <DateField form={form} path="date_signed" label={CONTRACT_LABEL.date_signed} required className="col-md-6 mb-3" />
          <Party store={store} name="name_customer" inn="inn" />
          {store.contractor && <Party store={store} name="name_contractor" inn="inn_contractor" />}
          <NumberField form={form} path="amount" label={CONTRACT_LABEL.amount} className="col-md-6 mb-3" />
          <div className="col-md-6 mb-3 d-flex align-items-end">
            <CheckField form={form} path="is_vat" label={CONTRACT_LABEL.is_vat} />
          </div>
        </div>
      </FormModal>
      <InnInfoModal lookup={store.inn} onUse={store.useFoundName} />
    </>
  );
});
