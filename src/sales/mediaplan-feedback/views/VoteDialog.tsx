import { observer } from 'mobx-react-lite';
import { FormField } from '@ui/FormField';
import { UNSAVED_TEXT } from '@core/unsaved';
import { FormModal } from '@ui/FormModal';
import { TextAreaField } from '@ui/record/fields';
import type { MediaplanFeedbackStore } from '../MediaplanFeedbackStore';
import { TEXTS } from '../texts';

const RATINGS = Array.from({ length: 10 }, (_, i) => String(i + 1));

const RatingSelect = observer(function RatingSelect({ store, field, label }: { store: MediaplanFeedbackStore; field: 'campaign_rate' | 'designer_rate'; label: string }) {
  const { form } = store;
  return (
    <FormField label={label} required error={form.errors[field]} className="mb-3 col-sm-6">
      {(control) => (
        <select {...control} className={control.className.replace('form-control', 'form-select')} value={form.values[field]} onChange={(event) => form.set(field, event.target.value)}>
          <option value="">{TEXTS.choose}</option>
          {RATINGS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
});

/** S 2: the internal rating dialog: campaign and designer ratings 1–10 and a comment. */
export const VoteDialog = observer(function VoteDialog({ store }: { store: MediaplanFeedbackStore }) {
  const { form } = store;
  return (
    <FormModal
      show={store.dialogOpen}
      title={TEXTS.dialogTitle}
      onHide={() => void store.requestClose()}
      onSubmit={() => void store.saveVote()}
      saving={form.saving}
      unsavedText={form.dirty ? UNSAVED_TEXT : undefined}
    >
      <div className="row">
        <RatingSelect store={store} field="campaign_rate" label={TEXTS.campaignRate} />
        <RatingSelect store={store} field="designer_rate" label={TEXTS.designerRate} />
      </div>
      <TextAreaField form={form} path="comments" label={TEXTS.comments} rows={4} />
    </FormModal>
  );
});
