import { observer } from 'mobx-react-lite';
import { CheckField, DateField, SelectField, TextAreaField, TextField } from '@ui/record/fields';
import { unknownValueText } from '@core/unknownValue';
import { CREATIVE_TEXT, REDIRECT_METHODS } from '@adconfig/shared/creative/texts';
import type { CreativeFormStore } from '../CreativeFormStore';
import { LABEL, STATUS_LABELS, TEXT } from '../texts';

/** What the campaign number's lookup says under the field: its name, or that it is being looked for. */
const CampaignHelp = observer(function CampaignHelp({ store }: { store: CreativeFormStore }) {
  const typed = store.form.values.campaign_id;
  const found = store.campaign.found(typed);
  if (found) return <span>{TEXT.campaignFound(found.name || `#${found.id}`)}</span>;
  return store.campaign.asking !== null ? <span>{TEXT.campaignChecking}</span> : null;
});

/** A 3 group and status of a flight: shown as the record has them (not edited here; kept on save). */
const GroupAndStatus = observer(function GroupAndStatus({ store }: { store: CreativeFormStore }) {
  const creative = store.loaded;
  if (creative === null) return null;
  const group = creative.group_id === null ? CREATIVE_TEXT.noGroup : CREATIVE_TEXT.group(creative.group, creative.group_id);
  const status = creative.status === '' ? TEXT.none : (STATUS_LABELS[creative.status] ?? unknownValueText(creative.status));
  return (
    <dl className="col-12 row mb-3">
      <dt className="col-sm-3 fw-normal text-body-secondary">{LABEL.group}</dt>
      <dd className="col-sm-9 mb-1 text-break-anywhere">{group}</dd>
      <dt className="col-sm-3 fw-normal text-body-secondary">{LABEL.status}</dt>
      <dd className="col-sm-9 mb-0">{status}</dd>
    </dl>
  );
});

/** A 3 / A 5: name, campaign number (looked up), format (locked once created), template, payout scheme, click link, days (adomain and is_rtb are A 3's limits: the right column). */
export const BasicFields = observer(function BasicFields({ store }: { store: CreativeFormStore }) {
  const { form } = store;
  const noFormat = form.values.format_id === null;
  return (
    <div className="row">
      <GroupAndStatus store={store} />
      <TextField form={form} path="name" label={LABEL.name} required className="col-12 mb-3" maxLength={255} />
      <TextField form={form} path="campaign_id" label={LABEL.campaign_id} required inputMode="numeric" className="col-md-4 mb-3" help={<CampaignHelp store={store} />} />
      <SelectField
        form={form}
        path="format_id"
        label={LABEL.format_id}
        required
        className="col-md-8 mb-3"
        placeholder={TEXT.chooseFormat}
        help={form.isLocked('format_id') ? TEXT.formatLocked : undefined}
        options={store.formatOptions}
        onChange={(value) => store.chooseFormat(typeof value === 'number' ? value : null)}
      />
      <SelectField
        form={form}
        path="template_id"
        label={LABEL.template_id}
        required
        disabled={noFormat}
        className="col-md-6 mb-3"
        placeholder={noFormat ? TEXT.formatFirst : TEXT.none}
        options={store.templateOptions}
      />
      <SelectField
        form={form}
        path="payout_type_id"
        label={LABEL.payout_type_id}
        required
        disabled={noFormat}
        className="col-md-6 mb-3"
        placeholder={noFormat ? TEXT.formatFirst : TEXT.none}
        options={store.payoutOptions}
      />
      <TextField form={form} path="reference" label={LABEL.reference} required type="url" inputMode="url" className="col-12 mb-3" placeholder="https://" />
      <SelectField form={form} path="redirect_method" label={LABEL.redirect_method} className="col-md-6 mb-3" options={REDIRECT_METHODS} />
      <SelectField form={form} path="distribution" label={LABEL.distribution} className="col-md-6 mb-3" placeholder={TEXT.none} options={store.distributionOptions} />
      <DateField form={form} path="limit_date_begin" label={LABEL.limit_date_begin} required className="col-md-4 mb-3" />
      <DateField form={form} path="limit_date_end" label={LABEL.limit_date_end} className="col-md-4 mb-3" />
      <div className="col-md-4 mb-3 d-flex align-items-end">
        <output className="form-control-plaintext" aria-live="polite">
          {TEXT.days(store.days)}
        </output>
      </div>
      <div className="col-12 mb-3">
        <CheckField form={form} path="is_not_reappraisal" label={LABEL.is_not_reappraisal} className="form-check" />
      </div>
      <TextAreaField form={form} path="comment" label={LABEL.comment} className="col-12 mb-3" rows={2} />
      <TextAreaField form={form} path="description" label={LABEL.description} className="col-12 mb-3" rows={3} />
    </div>
  );
});
