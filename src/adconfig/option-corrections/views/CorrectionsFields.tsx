import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { CorrectionRows, type EventChoice } from '@core/corrections';
import type { OptionEditorStore } from '@core/option';
import { CorrectionRowsFields } from '@ui/corrections/CorrectionRowsFields';
import { TEXT } from '../texts';
import type { CorrectionsValue } from '../value';

/** Rows shown at first and per 'Показать ещё': a row is five fields, two of them selects of up to a thousand options (a huge value opens in time). */
const ROWS_PAGE = 10;

interface Props {
  store: OptionEditorStore<CorrectionsValue>;
  channels: readonly EventChoice[];
  events: readonly EventChoice[];
}

/** The rows over the option's value (CorrectionRows with the store as its source), 'Форма содержит ошибки!' while any has an error. */
export const CorrectionsFields = observer(function CorrectionsFields({ store, channels, events }: Props) {
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
  const hasErrors = Object.keys(store.errors).length > 0;
  return (
    <>
      {hasErrors && (
        <div className="alert alert-danger py-2" role="alert">
          {TEXT.formErrors}
        </div>
      )}
      {list.rows.length === 0 && <p className="text-body-secondary">{TEXT.empty}</p>}
      <CorrectionRowsFields list={list} channels={channels} events={events} pageSize={ROWS_PAGE} />
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={list.addRow}>
        {TEXT.add}
      </button>
    </>
  );
});
