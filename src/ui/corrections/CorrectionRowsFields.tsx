import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { CORRECTION_TEXT as T, type CorrectionRows, type EventChoice } from '@core/corrections';
import { ChoiceSelect } from '../ChoiceSelect';
import { FormField } from '../FormField';
import { moreRowsLabel } from '../record/fields';

interface RowProps {
  list: CorrectionRows;
  rowKey: number;
  n: number;
  /** The event select's choices: the three kinds, then the format's events (made once for every row). */
  events: readonly EventChoice[];
  channels?: readonly EventChoice[];
}

/**
 * The options a row's event and channel selects render at most: the select is repeated on every row, and a
 * format has a handful of events (a huge answer then costs a few hundred options a row, not thousands).
 */
const ROW_CHOICES_CAP = 200;

const CorrectionRow = observer(function CorrectionRow({ list, rowKey, n, events, channels }: RowProps) {
  const row = list.row(rowKey);
  if (!row) return null;
  const errors = list.rowErrors(rowKey);
  // The visible label is the field's word; the name says the row too ('Срез, %, строка 2'), for screen readers and tests.
  const named = (field: string) => `${field}${T.rowSuffix(n)}`;
  // Read here, in the row's observer (ChoiceSelect is not one): the events other rows use.
  const taken = list.takenEvents(rowKey);
  // The saved event of another format is still shown (not silently dropped).
  const choices = row.event && !events.some((c) => c.value === row.event) ? [...events, { value: row.event, name: T.otherEvent(row.event.replace('event:', '')) }] : events;
  const channelChoices = channels && row.channel && !channels.some((c) => c.value === row.channel) ? [...channels, { value: row.channel, name: T.otherChannel(row.channel) }] : channels;
  return (
    <fieldset className="row g-2 align-items-start border-bottom pb-2 mb-2">
      <legend className="col-12 fs-6 fw-semibold mb-0">{T.rowTitle(n)}</legend>
      {channelChoices && (
        <FormField label={T.channel} error={errors.channel} className="col-12">
          {(control) => <ChoiceSelect control={{ ...control, 'aria-label': named(T.channel) }} value={row.channel} none={T.chooseChannelOption} choices={channelChoices} cap={ROW_CHOICES_CAP} onChange={(v) => list.set(rowKey, 'channel', v)} />}
        </FormField>
      )}
      <FormField label={T.event} error={errors.event} className="col-12">
        {(control) => <ChoiceSelect control={{ ...control, 'aria-label': named(T.event) }} value={row.event} none={T.chooseEvent} choices={choices} cap={ROW_CHOICES_CAP} disabledOf={(c) => taken.has(c.value)} onChange={(v) => list.set(rowKey, 'event', v)} />}
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
  /**
   * Rows shown at first, then this many more per 'Показать ещё' (an option's value may hold thousands of
   * rows); default: every row. A row added meanwhile is always shown.
   */
  pageSize?: number;
}

/**
 * The rows of a corrections editor (over CorrectionRows): per row the event (those of other rows taken),
 * the slice and redirection percents with their errors, Очистить and Удалить; each control named with its
 * row ('Срез, %, строка 2'); a huge list a page at a time.
 */
export const CorrectionRowsFields = observer(function CorrectionRowsFields({ list, events, channels, pageSize }: CorrectionRowsFieldsProps) {
  const rows = list.rows;
  // The three kinds and the format's events, made once per list of events (not once per row).
  const eventChoices = useMemo(() => list.eventChoices(events), [list, events]);
  // Rows added after the first render are shown whatever the page: the page counts the rows there were.
  const [first] = useState(rows.length);
  const [limit, setLimit] = useState(pageSize ?? Infinity);
  const shownCount = Math.min(rows.length, limit + Math.max(0, rows.length - first));
  const more = Math.min(rows.length - shownCount, pageSize ?? 0);
  return (
    <>
      {rows.slice(0, shownCount).map((row, i) => (
        <CorrectionRow key={row.key} list={list} rowKey={row.key} n={i + 1} events={eventChoices} channels={channels} />
      ))}
      {more > 0 && (
        <button type="button" className="btn btn-link btn-sm d-block px-0 mb-2" onClick={() => setLimit(limit + more)}>
          {moreRowsLabel(more, rows.length)}
        </button>
      )}
    </>
  );
});
