import { observer } from 'mobx-react-lite';
import { DateField, TextAreaField, TextField } from '@ui/record/fields';
import type { MediaplanFormStore } from '../MediaplanFormStore';
import { LABEL, STATUS_LABELS, TEXT } from '../texts';
import { DictionaryField } from './DictionaryField';
import { Section } from './Section';

/** Name, category, validity, group, platform, specificity; the status and author of a saved plan. */
export const MainSection = observer(function MainSection({ store }: { store: MediaplanFormStore }) {
  const { form } = store;
  return (
    <Section title={TEXT.sections.main}>
      {store.id !== null && (
        <dl className="col-12 d-flex flex-wrap gap-4 mb-3">
          <div>
            <dt className="small text-body-secondary">{TEXT.status}</dt>
            <dd className="mb-0">{(Object.hasOwn(STATUS_LABELS, store.status) ? STATUS_LABELS[store.status] : store.status) || '—'}</dd>
          </div>
          <div>
            <dt className="small text-body-secondary">{TEXT.author}</dt>
            <dd className="mb-0">{store.author || '—'}</dd>
          </div>
        </dl>
      )}
      <TextField form={form} path="name" label={LABEL.name} required className="col-md-6 mb-3" maxLength={255} />
      <DictionaryField store={store} dictionary="categories" path="category_id" label={LABEL.category_id} required className="col-md-3 mb-3" />
      <DateField form={form} path="expired_at" label={LABEL.expired_at} required className="col-md-3 mb-3" />
      <DictionaryField store={store} dictionary="groups" path="mediaplans_group_id" label={LABEL.mediaplans_group_id} className="col-md-4 mb-3" />
      <TextField form={form} path="promotion_platform" label={LABEL.promotion_platform} className="col-md-4 mb-3" maxLength={255} />
      <TextField form={form} path="params.post_campaign_report_link" label={LABEL.post_campaign_report_link} type="url" inputMode="url" className="col-md-4 mb-3" />
      <TextAreaField form={form} path="specificity" label={LABEL.specificity} className="col-md-6 mb-3" rows={2} />
      <TextAreaField form={form} path="comments" label={LABEL.comments} className="col-md-6 mb-3" rows={2} />
    </Section>
  );
});
