import { observer } from 'mobx-react-lite';
import { CORRECTION_TEXT as T, type CorrectionRows, type EventChoice } from '@core/corrections';
import { notify } from '@core/notify';
import { ChoiceSelect } from '../ChoiceSelect';
import { FormField } from '../FormField';
import { NumberInput } from '../NumberInput';
import type { ChannelControl } from './channelControl';

/**
 * The options a row's event select renders at most: the select is repeated on every row, and a format has a
 * handful of events (a huge answer then costs a few hundred options a row, not thousands).
 */
const EVENT_CHOICES_CAP = 200;

export interface CorrectionRowFieldsProps {
  list: CorrectionRows;
  rowKey: number;
  /** The row's number as shown (1-based). */
  n: number;
  /** The event select's choices: the three kinds, then the format's events (made once for every row). */
  events: readonly EventChoice[];
  /** The row's own channel control (rows of a CorrectionRows with `channelPerRow`); none: the editor's channel. */
  channel?: ChannelControl;
}

/**
 * One correction row: its channel (when the editor gives a control), its event (those the other rows use taken),
 * the slice and redirection percents (NumberInput: a comma or a dot, ru-RU once left) with their errors,
 * 'Очистить', and 'Удалить' after 'Вы уверены?' (A 8). Each control named with its row ('Срез, %, строка 2').
 */
export const CorrectionRowFields = observer(function CorrectionRowFields({ list, rowKey, n, events, channel }: CorrectionRowFieldsProps) {
  const row = list.row(rowKey);
  if (!row) return null;
  const errors = list.rowErrors(rowKey);
  // The visible label is the field's word; the name says the row too ('Срез, %, строка 2'), for screen readers and tests.
  const named = (field: string) => `${field}${T.rowSuffix(n)}`;
  // Read here, in the row's observer (ChoiceSelect is not one): the events other rows use.
  const taken = list.takenEvents(rowKey);
  // The saved event of another format is still shown (not silently dropped).
  const eventChoices = row.event && !events.some((c) => c.value === row.event) ? [...events, { value: row.event, name: T.otherEvent(row.event.replace('event:', '')) }] : events;
  const remove = () =>
    void notify.confirm(T.removeQuestion, { danger: true }).then((ok) => {
      if (ok) list.removeRow(rowKey);
    });
  return (
    <fieldset className="row g-2 align-items-start border-bottom pb-2 mb-2">
      <legend className="col-12 fs-6 fw-semibold mb-0">{T.rowTitle(n)}</legend>
      {channel && (
        <FormField label={T.channel} error={errors.channel} className="col-12">
          {(control) =>
            channel({
              id: control.id,
              label: named(T.channel),
              invalid: Boolean(errors.channel),
              'aria-describedby': control['aria-describedby'],
              placeholder: T.chooseChannelOption,
              value: row.channel,
              onChange: (value) => list.set(rowKey, 'channel', value),
            })
          }
        </FormField>
      )}
      <FormField label={T.event} error={errors.event} className="col-12">
        {(control) => <ChoiceSelect control={{ ...control, 'aria-label': named(T.event) }} value={row.event} none={T.chooseEvent} choices={eventChoices} cap={EVENT_CHOICES_CAP} disabledOf={(c) => taken.has(c.value)} onChange={(v) => list.set(rowKey, 'event', v)} />}
      </FormField>
      <FormField label={T.slice} error={errors.slice} className="col-6">
        {(control) => <NumberInput {...control} aria-label={named(T.slice)} value={row.slice} onChange={(text) => list.set(rowKey, 'slice', text)} />}
      </FormField>
      <FormField label={T.redirection} error={errors.redirection} className="col-6">
        {(control) => <NumberInput {...control} aria-label={named(T.redirection)} value={row.redirection} onChange={(text) => list.set(rowKey, 'redirection', text)} />}
      </FormField>
      <div className="col-12 d-flex gap-2 justify-content-end">
        <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={T.clearRow(n)} onClick={() => list.clearRow(rowKey)}>
          {T.clear}
        </button>
        <button type="button" className="btn btn-sm btn-outline-danger" aria-label={T.removeRow(n)} onClick={remove}>
          {T.remove}
        </button>
      </div>
    </fieldset>
  );
});
