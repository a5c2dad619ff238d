import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { CheckField, SelectField } from '@ui/record/fields';
import type { MediaplanFormStore } from '../MediaplanFormStore';
import type { MediaplanFormProps } from '../props';
import { LABEL, PAYMENT_DATE_PRESETS, PAYMENT_SPLITTING_PRESETS, TEXT } from '../texts';
import { UserField } from './UserField';
import { PresetField } from './PresetField';
import { Section } from './Section';

/** S 4: the booking panel, shown while the plan counts as a booking: payer, basis document, payment date and splitting, the guarantee letter. */
export const BookingSection = observer(function BookingSection({ store, props }: { store: MediaplanFormStore; props: MediaplanFormProps }) {
  const { form } = store;
  const guaranteeHelpId = useId();
  const noDocuments = form.values.payer_id !== null && store.docsLoad.state === 'ready' && store.documents.length === 0;
  return (
    <Section title={TEXT.sections.booking}>
      {!store.bookedByStatus && (
        <div className="col-12">
          <CheckField form={form} path="is_booking" label={LABEL.is_booking} />
        </div>
      )}
      {store.isBooking && (
        <>
          <p className="col-12 text-body-secondary">{TEXT.bookingHint}</p>
          <UserField store={store} users={props.users} path="payer_id" label={LABEL.payer_id} required className="col-md-6 mb-3" onChange={store.choosePayer} />
          <div className="col-md-6 mb-3">
            <SelectField
              form={form}
              path="document_id"
              label={LABEL.document_id}
              required
              className="mb-1"
              placeholder={TEXT.choose}
              help={store.docsLoad.loading ? TEXT.documentsLoading : noDocuments ? TEXT.noDocuments : undefined}
              options={store.documentOptions}
            />
            <Button variant="link" size="sm" className="p-0" onClick={store.openDocumentForm}>
              {TEXT.addDocument}
            </Button>
          </div>
          <PresetField form={form} path="payment_date" label={LABEL.payment_date} presets={PAYMENT_DATE_PRESETS} className="col-md-6 mb-3" />
          <PresetField form={form} path="payment_splitting" label={LABEL.payment_splitting} presets={PAYMENT_SPLITTING_PRESETS} className="col-md-6 mb-3" />
          <div className="col-12">
            {/* The letter goes to the saved plan (…/{id}/guarantee-letter): a new plan says so instead of hiding the button. */}
            <Button variant="outline-primary" onClick={store.openGuarantee} disabled={store.id === null} aria-describedby={store.id === null ? guaranteeHelpId : undefined}>
              {TEXT.guarantee}
            </Button>
            {store.id === null && (
              <div id={guaranteeHelpId} className="form-text">
                {TEXT.guaranteeAfterSave}
              </div>
            )}
          </div>
        </>
      )}
    </Section>
  );
});
