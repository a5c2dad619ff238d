import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { CorrectionRows, type EventChoice } from '@core/corrections';
import type { OptionEditorStore } from '@core/option';
import type { OptionSearch } from '@ui/AsyncSelect';
import { moreRowsLabel } from '@ui/record/fields';
import type { SelectOption } from '@ui/Select';
import { TEXT } from '../texts';
import type { CorrectionsValue } from '../value';
import { CorrectionRowFields } from './CorrectionRowFields';

/** Rows shown at first and per 'Показать ещё': a row is five fields (a huge value opens in time). */
const ROWS_PAGE = 10;

interface Props {
  store: OptionEditorStore<CorrectionsValue>;
  /** Every channel a row may choose; null: none given, the channel is searched on the server (`search`). */
  channels: readonly EventChoice[] | null;
  search: OptionSearch;
  events: readonly EventChoice[];
}

/**
 * The rows over the option's value (CorrectionRows with the store as its source), 'Форма содержит ошибки!'
 * while any has an error; a huge list a page at a time, a row added meanwhile always shown.
 */
export const CorrectionsFields = observer(function CorrectionsFields({ store, channels, search, events }: Props) {
  const [list] = useState(
    () =>
      new CorrectionRows({
        channelPerRow: true,
        source: {
          get rows() {
            return store.value;
          },
          setRows: store.setValue,
          error: store.error,
          clearErrors: store.clearErrors,
        },
      }),
  );
  const eventChoices = useMemo(() => list.eventChoices(events), [list, events]);
  const channelOptions = useMemo<SelectOption<string>[] | null>(() => (channels === null ? null : channels.map((c) => ({ value: c.value, label: c.name }))), [channels]);
  const rows = list.rows;
  const [first] = useState(rows.length);
  const [limit, setLimit] = useState(ROWS_PAGE);
  const shownCount = Math.min(rows.length, limit + Math.max(0, rows.length - first));
  const more = Math.min(rows.length - shownCount, ROWS_PAGE);
  const hasErrors = Object.keys(store.errors).length > 0;
  return (
    <>
      {hasErrors && (
        <div className="alert alert-danger py-2" role="alert">
          {TEXT.formErrors}
        </div>
      )}
      {rows.length === 0 && <p className="text-body-secondary">{TEXT.empty}</p>}
      {rows.slice(0, shownCount).map((row, i) => (
        <CorrectionRowFields key={row.key} list={list} rowKey={row.key} n={i + 1} events={eventChoices} channels={channelOptions} search={search} />
      ))}
      {more > 0 && (
        <button type="button" className="btn btn-link btn-sm d-block px-0 mb-2" onClick={() => setLimit(limit + more)}>
          {moreRowsLabel(more, rows.length)}
        </button>
      )}
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={list.addRow}>
        {TEXT.add}
      </button>
    </>
  );
});
