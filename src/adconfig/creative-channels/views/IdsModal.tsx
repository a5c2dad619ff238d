import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormModal } from '@ui/FormModal';
import type { CreativeChannelsStore } from '../CreativeChannelsStore';
import { TEXTS } from '../texts';

/** The ids typed for attach-list-channels or detach-list-channels (A 5: numbers only). */
export const IdsModal = observer(function IdsModal({ store }: { store: CreativeChannelsStore }) {
  const id = useId();
  const { ids } = store;
  return (
    <FormModal
      show={ids.action !== null}
      title={ids.action === 'detach' ? TEXTS.excludeList : TEXTS.addList}
      submitLabel={ids.action === 'detach' ? TEXTS.exclude : TEXTS.add}
      onHide={ids.close}
      onSubmit={() => void store.submitIds()}
      saving={store.bulkRunning}
    >
      <label htmlFor={id} className="form-label">
        {TEXTS.idsLabel}
      </label>
      <textarea
        id={id}
        rows={5}
        className={`form-control${ids.error ? ' is-invalid' : ''}`}
        value={ids.text}
        aria-invalid={ids.error ? true : undefined}
        aria-describedby={ids.error ? `${id}-error` : undefined}
        onChange={(e) => ids.setText(e.target.value)}
      />
      {ids.error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {ids.error}
        </div>
      )}
    </FormModal>
  );
});
