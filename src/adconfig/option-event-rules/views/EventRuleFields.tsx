import { observer } from 'mobx-react-lite';
import type { DictionaryItem } from '@core/option';
import type { BoundForm } from '@core/record';
import { SelectField, TextField, type FieldOption } from '@ui/record/fields';
import { ALLOW_OPTIONS, eventOptions } from '@adconfig/shared/optionRules';
import { TEXT } from '../texts';
import { EVENT_RULE_TYPES, eventRuleName, needsObject, RULE_OBJECTS, type EventRuleDraft } from '../value';

const TYPES: FieldOption[] = EVENT_RULE_TYPES.map((t) => ({ value: t.id, label: t.name }));
const OBJECTS: FieldOption[] = RULE_OBJECTS.map((o) => ({ value: o.id, label: o.name }));

interface Props {
  form: BoundForm;
  rowPath: string;
  index: number;
  events: readonly DictionaryItem[];
}

/** One label/event rule: allow or forbid, its type, then what the type needs (a label; an event type; an object and its id); its generated name under it. */
export const EventRuleFields = observer(function EventRuleFields({ form, rowPath, index, events }: Props) {
  const n = index + 1;
  const rule = form.get(rowPath) as EventRuleDraft;
  return (
    <>
      <SelectField form={form} path={`${rowPath}.allow`} label={TEXT.allow(n)} options={ALLOW_OPTIONS} placeholder={TEXT.choose} className="col-6 col-md-2 mb-2" />
      <SelectField form={form} path={`${rowPath}.type`} label={TEXT.type(n)} options={TYPES} placeholder={TEXT.choose} className="col-6 col-md-2 mb-2" />
      {rule.type === 'label' && <TextField form={form} path={`${rowPath}.label`} label={TEXT.label(n)} autoComplete="off" className="col-12 col-md-4 mb-2" />}
      {rule.type === 'event' && <SelectField form={form} path={`${rowPath}.event_type_id`} label={TEXT.event(n)} options={eventOptions(events, rule.event_type_id)} placeholder={TEXT.chooseEvent} className="col-12 col-md-3 mb-2" />}
      {needsObject(rule.type) && (
        <>
          <SelectField form={form} path={`${rowPath}.object`} label={TEXT.object(n)} options={OBJECTS} placeholder={TEXT.choose} className="col-6 col-md-2 mb-2" />
          <TextField form={form} path={`${rowPath}.id`} label={TEXT.id(n)} inputMode="numeric" autoComplete="off" className="col-6 col-md-2 mb-2" />
        </>
      )}
      <div className="col-12 form-text mt-0 mb-2 text-break-anywhere">{eventRuleName(rule, n, events)}</div>
    </>
  );
});
