import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import { SelectField } from '@ui/record/fields';
import type { CreativeVerifierCountersStore } from '../CreativeVerifierCountersStore';
import { TEXT } from '../texts';

/** A counter picked (a long dictionary capped by SelectField) and added to the flight's list; Save adds a picked one too. */
export const AddCounter = observer(function AddCounter({ store }: { store: CreativeVerifierCountersStore }) {
  return (
    <div className="d-flex flex-wrap align-items-end gap-2">
      <div className="flex-grow-1" style={{ maxWidth: 520 }}>
        <SelectField form={store.form} path="add_counter_id" label={TEXT.addLabel} placeholder={TEXT.choose} className="mb-0" options={store.addOptions} />
      </div>
      <Button variant="outline-primary" disabled={store.form.values.add_counter_id === null} onClick={store.add}>
        {TEXT.add}
      </Button>
    </div>
  );
});
