import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { LoadFailed } from '@ui/LoadFailed';
import { NumberField, SelectField } from '@ui/record/fields';
import type { ConversionRuleStore } from '../ConversionRuleStore';
import { DISTRIBUTIONS, LABEL, REDIRECT_METHODS, SECTION, TEXT } from '../texts';
import { FREQUENCY_PAIRS, PERCENT_KEYS } from '../values';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-4">
      <h3 className="h6 border-bottom pb-1 mb-3">{title}</h3>
      <div className="row">{children}</div>
    </section>
  );
}

/** Every general param of A 3, under section headers: the flight, frequency limits, optimization, events, percents. */
export const GeneralTab = observer(function GeneralTab({ store }: { store: ConversionRuleStore }) {
  const { form } = store;
  const events = store.eventOptions;
  const at = (key: string) => `params.general.${key}`;
  return (
    <div>
      {store.partsState === 'failed' && <LoadFailed text={TEXT.partsLoadFailed} onRetry={store.retryParts} />}
      <Section title={SECTION.flight}>
        <SelectField
          form={form}
          path={at('format_id')}
          label={LABEL.format_id}
          placeholder={TEXT.none}
          className="col-md-6 mb-3"
          options={store.formatOptions}
          onChange={(value) => store.chooseFormat(typeof value === 'number' ? value : null)}
        />
        <SelectField
          form={form}
          path={at('template_id')}
          label={LABEL.template_id}
          placeholder={TEXT.none}
          className="col-md-6 mb-3"
          options={store.templateOptions}
          onChange={(value) => store.chooseTemplate(typeof value === 'number' ? value : null)}
        />
        <SelectField form={form} path={at('payout_type_id')} label={LABEL.payout_type_id} placeholder={TEXT.none} className="col-md-6 mb-3" options={store.payoutOptions} />
        <SelectField form={form} path={at('redirect_method')} label={LABEL.redirect_method} className="col-md-3 mb-3" options={REDIRECT_METHODS} />
        <SelectField form={form} path={at('distribution')} label={LABEL.distribution} className="col-md-3 mb-3" options={DISTRIBUTIONS} />
      </Section>
      <Section title={SECTION.frequency}>
        {FREQUENCY_PAIRS.map(({ prefix, event }) => (
          <div key={prefix} className="col-md-6 mb-2">
            <div className="row g-2">
              <NumberField form={form} path={at(`${prefix}_count`)} label={`${LABEL.frequency[prefix]}: ${LABEL.count}`} className="col-6" />
              <NumberField form={form} path={at(`${prefix}_timeout`)} label={`${LABEL.frequency[prefix]}: ${LABEL.timeout}`} className="col-6" />
              {event && <SelectField form={form} path={at('limit_freq_action_event_id')} label={LABEL.limit_freq_action_event_id} placeholder={TEXT.none} className="col-12" options={events} />}
            </div>
          </div>
        ))}
      </Section>
      <Section title={SECTION.optimization}>
        <NumberField form={form} path={at('optimization_level')} label={LABEL.optimization_level} className="col-md-3 mb-3" />
        <NumberField form={form} path={at('correction_displayed')} label={LABEL.correction_displayed} className="col-md-3 mb-3" />
        <NumberField form={form} path={at('correction_clicked')} label={LABEL.correction_clicked} className="col-md-3 mb-3" />
        <NumberField form={form} path={at('correction_events')} label={LABEL.correction_events} className="col-md-3 mb-3" />
      </Section>
      <Section title={SECTION.events}>
        <SelectField form={form} path={at('limit_event_id')} label={LABEL.limit_event_id} placeholder={TEXT.none} className="col-md-6 mb-3" options={events} />
        <SelectField form={form} path={at('video_event_id')} label={LABEL.video_event_id} placeholder={TEXT.none} className="col-md-6 mb-3" options={events} />
      </Section>
      <Section title={SECTION.percents}>
        {PERCENT_KEYS.map((key) => (
          <NumberField key={key} form={form} path={at(`limitsPercents.${key}`)} label={`${LABEL.percents[key]}, %`} className="col-md-4 mb-3" />
        ))}
      </Section>
    </div>
  );
});
