import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { CorrectionRows, type EventChoice } from '@core/corrections';
import type { OptionEditorStore } from '@core/option';
import type { OptionSearch } from '@ui/AsyncSelect';
import { correctionChannelSelect } from '@ui/corrections/CorrectionChannelSelect';
import { CorrectionRowsFields } from '@ui/corrections/CorrectionRowsFields';
import { TEXT } from '../texts';
import type { CorrectionsValue } from '../value';

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
 * The rows over the option's value (CorrectionRows with the store as its source; the shared rows of
 * src/ui/corrections, each row's channel a searchable select over every channel), 'Форма содержит ошибки!'
 * while any has an error; a huge list a page at a time.
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
  const channel = useMemo(() => correctionChannelSelect(channels === null ? null : channels.map((c) => ({ value: c.value, label: c.name })), search), [channels, search]);
  const hasErrors = Object.keys(store.errors).length > 0;
  return (
    <>
      {hasErrors && (
        <div className="alert alert-danger py-2" role="alert">
          {TEXT.formErrors}
        </div>
      )}
      {list.rows.length === 0 && <p className="text-body-secondary">{TEXT.empty}</p>}
      <CorrectionRowsFields list={list} events={events} channel={channel} pageSize={ROWS_PAGE} />
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={list.addRow}>
        {TEXT.add}
      </button>
    </>
  );
});
