import { observer } from 'mobx-react-lite';
import type { OptionEditorStore } from '@core/option';
import { unknownValueText } from '@core/unknownValue';
import { FormField } from '@ui/FormField';
import { NumberInput } from '@ui/NumberInput';
import { RULE_TITLES, TEXT, UNIT_TITLES } from '../texts';
import { isDropped, TIME_UNITS, type FrequencyValue, type RuleDraft, type RuleKey, type TimeUnit } from '../value';

interface Props {
  store: OptionEditorStore<FrequencyValue>;
  rule: RuleKey;
  events: { id: number; name: string }[];
}

const named = (rule: RuleKey, text: string) => (
  <>
    <span className="visually-hidden">{RULE_TITLES[rule]}: </span>
    {text}
  </>
);

/** One rule (A 9): not more than {count} times per {period} {unit}; the events rule also picks its event. */
export const FrequencyRuleFields = observer(function FrequencyRuleFields({ store, rule, events }: Props) {
  const draft = store.value[rule];
  const edit = (patch: Partial<RuleDraft>) => store.set(rule, { ...draft, ...patch });
  // The server's errors name the saved fields: count, timeout (the period), event_id.
  const dropped = isDropped(rule, draft);
  return (
    <fieldset className="border rounded p-2 mb-3" aria-describedby={dropped ? `frequency-${rule}-dropped` : undefined}>
      <legend className="float-none w-auto px-1 fs-6 fw-semibold mb-0">{RULE_TITLES[rule]}</legend>
      <div className="row g-2 align-items-start">
        <FormField label={named(rule, TEXT.count)} error={store.error(`${rule}.count`)} className="col-4 col-md-2 mb-0">
          {(control) => <NumberInput {...control} integer value={draft.count} onChange={(count) => edit({ count })} />}
        </FormField>
        <FormField label={named(rule, TEXT.period)} error={store.error(`${rule}.timeout`)} className="col-4 col-md-2 mb-0">
          {(control) => <NumberInput {...control} value={draft.period} onChange={(period) => edit({ period })} />}
        </FormField>
        <FormField label={named(rule, TEXT.unit)} className="col-4 col-md-2 mb-0">
          {({ className, ...control }) => (
            <select {...control} className={className.replace('form-control', 'form-select')} value={draft.unit} onChange={(e) => edit({ unit: e.target.value as TimeUnit })}>
              {(Object.keys(TIME_UNITS) as TimeUnit[]).map((unit) => (
                <option key={unit} value={unit}>
                  {UNIT_TITLES[unit]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {rule === 'action' && (
          <FormField label={named(rule, TEXT.event)} className="col-12 col-md-4 mb-0">
            {({ className, ...control }) => (
              <select {...control} className={className.replace('form-control', 'form-select')} value={draft.event_id ?? ''} onChange={(e) => edit({ event_id: e.target.value ? Number(e.target.value) : null })}>
                <option value="">{TEXT.anyEvent}</option>
                {events.map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.name}
                  </option>
                ))}
                {/* A saved event the page's list does not know: shown as such (not as 'Любое событие'), and kept (issue 43). */}
                {draft.event_id !== null && !events.some((event) => event.id === draft.event_id) && <option value={draft.event_id}>{unknownValueText(draft.event_id)}</option>}
              </select>
            )}
          </FormField>
        )}
      </div>
      {dropped && (
        <div id={`frequency-${rule}-dropped`} className="form-text text-warning-emphasis fw-semibold">
          {TEXT.dropped}
        </div>
      )}
    </fieldset>
  );
});
