import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { RowsField } from '@ui/record/fields';
import type { MediaplanFormStore } from '../MediaplanFormStore';
import type { MediaplanFormProps } from '../props';
import { LABEL, TEXT } from '../texts';
import { newManager } from '../values';
import { DictionaryField } from './DictionaryField';
import { UserField } from './UserField';
import { Section } from './Section';

/** The managers with their positions, exactly one of them the owner (manager_id); a removal asks. */
export const ManagersSection = observer(function ManagersSection({ store, props }: { store: MediaplanFormStore; props: MediaplanFormProps }) {
  const { form } = store;
  const group = useId();
  return (
    <Section title={TEXT.sections.managers}>
      <div className="col-12">
        <RowsField
          form={form}
          path="managers"
          label={LABEL.managers}
          addLabel={TEXT.addManager}
          empty={TEXT.noManagers}
          newRow={newManager}
          removeLabel={TEXT.removeManager}
          onRemove={(i) => void store.removeManager(i)}
          renderRow={(row, i) => (
            <>
              <DictionaryField store={store} dictionary="positions" path={`${row}.position_id`} label={`${LABEL.position} ${i + 1}`} className="col-md-5 mb-2" />
              <UserField store={store} users={props.users} path={`${row}.manager_id`} label={`${LABEL.manager} ${i + 1}`} className="col-md-5 mb-2" onChange={(id) => store.chooseManager(i, id)} />
              <div className="col-md-2 mb-2 d-flex align-items-end">
                <div className="form-check mb-2">
                  <input
                    id={`${group}-${i}`}
                    type="radio"
                    name={group}
                    className="form-check-input"
                    checked={store.isOwner(i)}
                    disabled={form.values.managers[i]?.manager_id === null}
                    aria-label={TEXT.ownerOf(i)}
                    onChange={() => store.makeOwner(i)}
                  />
                  <label htmlFor={`${group}-${i}`} className="form-check-label" aria-hidden="true">
                    {LABEL.owner}
                  </label>
                </div>
              </div>
            </>
          )}
        />
      </div>
    </Section>
  );
});
