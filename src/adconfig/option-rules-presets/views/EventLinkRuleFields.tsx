import { observer } from 'mobx-react-lite';
import type { OptionChoices } from '@core/option';
import type { BoundForm } from '@core/record';
import { CheckField, SelectField, TextAreaField, TextField, type FieldOption } from '@ui/record/fields';
import { TEXT } from '../texts';
import { isDropped, type EventLinkDraft } from '../value';

interface Props {
  form: BoundForm;
  rowPath: string;
  index: number;
  /** The events to choose from (props.events, else the format's); null: the event is typed. */
  events: OptionChoices | null;
}

/** One rule: its event (chosen, or typed), its links one per line, whether they replace the default ones. */
export const EventLinkRuleFields = observer(function EventLinkRuleFields({ form, rowPath, index, events: choices }: Props) {
  const events = choices === null ? null : choices.items;
  const n = index + 1;
  const rule = form.get(rowPath) as EventLinkDraft;
  // An event saved before the list changed stays a choice: nothing saved is lost by opening the page.
  const options: FieldOption[] = events === null ? [] : events.map((e) => ({ value: e.id, label: e.name }));
  if (events !== null && rule.event !== '' && !options.some((o) => o.value === rule.event)) options.push({ value: rule.event, label: rule.event });
  return (
    <>
      <div className="col-12 col-md-4">
        {events === null ? (
          <TextField form={form} path={`${rowPath}.event`} label={TEXT.event(n)} autoComplete="off" className="mb-2" />
        ) : (
          <SelectField form={form} path={`${rowPath}.event`} label={TEXT.event(n)} options={options} placeholder={TEXT.chooseEvent} className="mb-2" />
        )}
        <CheckField form={form} path={`${rowPath}.is_override`} label={TEXT.override(n)} className="form-check mb-2" />
      </div>
      <TextAreaField form={form} path={`${rowPath}.links`} label={TEXT.links(n)} help={TEXT.linksHelp} rows={3} controlClassName="font-monospace small" className="col-12 col-md-8 mb-2" />
      {isDropped(rule) && rule.event.trim() !== '' && <div className="col-12 form-text text-warning-emphasis fw-semibold mt-0 mb-2">{TEXT.dropped}</div>}
    </>
  );
});
