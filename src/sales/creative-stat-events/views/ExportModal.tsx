import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormModal } from '@ui/FormModal';
import type { CreativeStatEventsStore } from '../CreativeStatEventsStore';
import { TEXTS } from '../texts';

/** S 2 'selectable export columns': the columns ticked go into the file, in this order; 'Выгрузить' exports the whole report. */
export const ExportModal = observer(function ExportModal({ store }: { store: CreativeStatEventsStore }) {
  const id = useId();
  const choice = store.exportColumns;
  const columns = choice.columns ?? [];
  const errorId = `${id}-error`;
  return (
    <FormModal show={choice.isOpen} title={TEXTS.exportTitle} onHide={choice.close} onSubmit={() => void store.exportExcel()} saving={store.exporting} submitLabel={TEXTS.exportSubmit}>
      <fieldset aria-describedby={choice.error ? errorId : undefined}>
        <legend className="form-label fs-6">{TEXTS.exportColumns}</legend>
        <div className="form-check mb-2">
          <input id={`${id}-all`} type="checkbox" className="form-check-input" checked={choice.allChosen} onChange={choice.toggleAll} />
          <label className="form-check-label fw-semibold" htmlFor={`${id}-all`}>
            {TEXTS.exportAll}
          </label>
        </div>
        {columns.map((c) => (
          <div key={c.field} className="form-check">
            <input id={`${id}-${c.field}`} type="checkbox" className={`form-check-input${choice.error ? ' is-invalid' : ''}`} checked={c.chosen} onChange={() => choice.toggle(c.field)} />
            <label className="form-check-label" htmlFor={`${id}-${c.field}`}>
              {c.title}
            </label>
          </div>
        ))}
        {choice.error && (
          <div id={errorId} className="invalid-feedback d-block" role="alert">
            {choice.error}
          </div>
        )}
      </fieldset>
    </FormModal>
  );
});
