import { observer } from 'mobx-react-lite';
import { CORRECTION_TEXT as T, type CorrectionRows, type EventChoice } from '../../core/corrections';
import { ChoiceSelect } from '../ChoiceSelect';
import { FormField } from '../FormField';

interface RowProps {
  list: CorrectionRows;
  rowKey: number;
  n: number;
  events: readonly EventChoice[];
  channels?: readonly EventChoice[];
}

const CorrectionRow = observer(function CorrectionRow({ list, rowKey, n, events, channels }: RowProps) {
  const row = list.rows.find((r) => r.key === rowKey);
  if (!row) return null;
  const errors = list.errors[rowKey] ?? {};
  // The visible label is the field's word; the name says the row too ('Срез, %, строка 2'), for screen readers and tests.
  const named = (field: string) => `${field}${T.rowSuffix(n)}`;
  const choices = list.eventChoices(events).map((c) => ({ ...c, disabled: list.isTaken(rowKey, c.value) }));
  // The saved event of another format is still shown (not silently dropped).
  if (row.event && !choices.some((c) => c.value === row.event)) choices.push({ value: row.event, name: T.otherEvent(row.event.replace('event:', '')), disabled: false });
  return (
    <fieldset className="row g-2 align-items-start border-bottom pb-2 mb-2">
      <legend className="col-12 fs-6 fw-semibold mb-0">{T.rowTitle(n)}</legend>
      {channels && (
        <FormField label={T.channel} error={errors.channel} className="col-12">
          {(control) => <ChoiceSelect control={{ ...control, 'aria-label': named(T.channel) }} value={row.channel} none={T.chooseChannelOption} choices={channels} onChange={(v) => list.set(rowKey, 'channel', v)} />}
        </FormField>
      )}
      <FormField label={T.event} error={errors.event} className="col-12">
        {(control) => <ChoiceSelect control={{ ...control, 'aria-label': named(T.event) }} value={row.event} none={T.chooseEvent} choices={choices} onChange={(v) => list.set(rowKey, 'event', v)} />}
      </FormField>
      <FormField label={T.slice} error={errors.slice} className="col-6">
        {(control) => <input {...control} aria-label={named(T.slice)} type="text" inputMode="decimal" value={row.slice} onChange={(e) => list.set(rowKey, 'slice', e.target.value)} autoComplete="off" />}
      </FormField>
      <FormField label={T.redirection} error={errors.redirection} className="col-6">
        {(control) => <input {...control} aria-label={named(T.redirection)} type="text" inputMode="decimal" value={row.redirection} onChange={(e) => list.set(rowKey, 'redirection', e.target.value)} autoComplete="off" />}
      </FormField>
      <div className="col-12 d-flex gap-2 justify-content-end">
        <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={T.clearRow(n)} onClick={() => list.clearRow(rowKey)}>
          {T.clear}
        </button>
        <button type="button" className="btn btn-sm btn-outline-danger" aria-label={T.removeRow(n)} onClick={() => list.removeRow(rowKey)}>
          {T.remove}
        </button>
      </div>
    </fieldset>
  );
});

export interface CorrectionRowsFieldsProps {
  list: CorrectionRows;
  /** The format's events (beside displayed, clicked, all events). */
  events: readonly EventChoice[];
  /** With a CorrectionRows of `channelPerRow`: the channels a row may choose ('Канал' per row). */
  channels?: readonly EventChoice[];
}

/**
 * The rows of a corrections editor (over CorrectionRows): per row the event (those of other rows taken),
 * the slice and redirection percents with their errors, Очистить and Удалить; each control named with its
 * row ('Срез, %, строка 2'). Each row re-renders alone.
 */
export const CorrectionRowsFields = observer(function CorrectionRowsFields({ list, events, channels }: CorrectionRowsFieldsProps) {
  return (
    <>
      {list.rows.map((row, i) => (
        <CorrectionRow key={row.key} list={list} rowKey={row.key} n={i + 1} events={events} channels={channels} />
      ))}
    </>
  );
});
