import { observer } from 'mobx-react-lite';
import { CORRECTION_TEXT as T, type CorrectionRows, type EventChoice } from '@core/corrections';
import { notify } from '@core/notify';
import { REMOVE_ROW_QUESTION } from '@core/option';
import { AsyncSelect, type OptionSearch } from '@ui/AsyncSelect';
import { ChoiceSelect } from '@ui/ChoiceSelect';
import { FormField } from '@ui/FormField';
import { Select, type SelectOption } from '@ui/Select';

/** A row's event select renders at most this many options (a format has a handful of events). */
const EVENT_CHOICES_CAP = 200;

export interface CorrectionRowFieldsProps {
  list: CorrectionRows;
  rowKey: number;
  n: number;
  /** The event select's choices: the three kinds, then the format's events (made once for every row). */
  events: readonly EventChoice[];
  /** All the channels a row may choose (the page's list or the option type's dictionary), searched as typed; null: searched on the server. */
  channels: readonly SelectOption<string>[] | null;
  /** The server's channel search (A 7 Channels.search), when there is no list. */
  search: OptionSearch;
}

/**
 * One correction row of the option: its channel (a searchable select over every channel: the list the page
 * gives, or A 7's channel search), its event (those of the row's channel's other rows taken), the two
 * percents, 'Очистить', and 'Удалить' after 'Вы уверены?'. Each control named with its row ('Канал, строка 2').
 */
export const CorrectionRowFields = observer(function CorrectionRowFields({ list, rowKey, n, events, channels, search }: CorrectionRowFieldsProps) {
  const row = list.row(rowKey);
  if (!row) return null;
  const errors = list.rowErrors(rowKey);
  const named = (field: string) => `${field}${T.rowSuffix(n)}`;
  const taken = list.takenEvents(rowKey);
  // The saved event of another format is still shown (not silently dropped).
  const eventChoices = row.event && !events.some((c) => c.value === row.event) ? [...events, { value: row.event, name: T.otherEvent(row.event.replace('event:', '')) }] : events;
  const channelOption = (id: string): SelectOption<string> => channels?.find((c) => c.value === id) ?? { value: id, label: T.otherChannel(id) };
  const remove = () =>
    void notify.confirm(REMOVE_ROW_QUESTION, { danger: true }).then((ok) => {
      if (ok) list.removeRow(rowKey);
    });
  return (
    <fieldset className="row g-2 align-items-start border-bottom pb-2 mb-2">
      <legend className="col-12 fs-6 fw-semibold mb-0">{T.rowTitle(n)}</legend>
      <FormField label={T.channel} error={errors.channel} className="col-12">
        {(control) => {
          const common = { id: control.id, label: named(T.channel), invalid: Boolean(errors.channel), 'aria-describedby': control['aria-describedby'], placeholder: T.chooseChannelOption };
          const pick = (value: string | number | null) => list.set(rowKey, 'channel', value === null ? '' : String(value));
          if (channels === null) return <AsyncSelect {...common} search={search} value={row.channel || null} knownOptions={row.channel ? [channelOption(row.channel)] : []} onChange={pick} />;
          // A saved channel the list does not know is still shown (and can be changed).
          const options = row.channel && !channels.some((c) => c.value === row.channel) ? [...channels, channelOption(row.channel)] : channels;
          return <Select<string> {...common} options={options as SelectOption<string>[]} value={row.channel || null} onChange={pick} />;
        }}
      </FormField>
      <FormField label={T.event} error={errors.event} className="col-12">
        {(control) => <ChoiceSelect control={{ ...control, 'aria-label': named(T.event) }} value={row.event} none={T.chooseEvent} choices={eventChoices} cap={EVENT_CHOICES_CAP} disabledOf={(c) => taken.has(c.value)} onChange={(v) => list.set(rowKey, 'event', v)} />}
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
        <button type="button" className="btn btn-sm btn-outline-danger" aria-label={T.removeRow(n)} onClick={remove}>
          {T.remove}
        </button>
      </div>
    </fieldset>
  );
});
