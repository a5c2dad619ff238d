import { observer } from 'mobx-react-lite';
import type { DictionaryItem } from '@core/option';
import type { BoundForm } from '@core/record';
import { NumberField, SelectField, type FieldOption } from '@ui/record/fields';
import { ALLOW_OPTIONS, eventOptions } from '@adconfig/shared/optionRules';
import { TEXT } from '../texts';
import { RANGE_TYPES, rangeRuleName, type RangeRuleDraft } from '../value';

const TYPES: FieldOption[] = RANGE_TYPES.map((t) => ({ value: t.id, label: t.name }));

interface Props {
  form: BoundForm;
  rowPath: string;
  index: number;
  events: readonly DictionaryItem[];
}

/** One range rule: allow or forbid, what it bounds (an event type for events), from and to; its generated name under it. */
export const RangeRuleFields = observer(function RangeRuleFields({ form, rowPath, index, events }: Props) {
  const n = index + 1;
  const rule = form.get(rowPath) as RangeRuleDraft;
  return (
    <>
      <SelectField form={form} path={`${rowPath}.allow`} label={TEXT.allow(n)} options={ALLOW_OPTIONS} className="col-6 col-md-2 mb-2" />
      <SelectField form={form} path={`${rowPath}.type`} label={TEXT.type(n)} options={TYPES} className="col-6 col-md-2 mb-2" />
      {rule.type === 'event' && <SelectField form={form} path={`${rowPath}.event_type_id`} label={TEXT.event(n)} options={eventOptions(events, rule.event_type_id)} placeholder={TEXT.chooseEvent} className="col-12 col-md-3 mb-2" />}
      <NumberField form={form} path={`${rowPath}.min`} label={TEXT.min(n)} className="col-6 col-md-2 mb-2" />
      <NumberField form={form} path={`${rowPath}.max`} label={TEXT.max(n)} className="col-6 col-md-2 mb-2" />
      <div className="col-12 form-text mt-0 mb-2 text-break-anywhere">{rangeRuleName(rule, events)}</div>
    </>
  );
});
