import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormField } from '@ui/FormField';
import { FormModal } from '@ui/FormModal';
import { TEXTS } from '../texts';

/** The name of a new or renamed fast filter (S 5: required); `onSave` answers whether it was saved. */
export const PillNameModal = observer(function PillNameModal({ title, initial, saving, onSave, onHide }: { title: string; initial: string; saving: boolean; onSave(name: string): Promise<boolean>; onHide(): void }) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    if (name.trim() === '') {
      setError(TEXTS.nameRequired);
      return;
    }
    if (await onSave(name)) onHide();
  };
  return (
    <FormModal show title={title} onHide={onHide} onSubmit={() => void submit()} saving={saving}>
      <FormField label={TEXTS.name} error={error} className="mb-0">
        {(control) => (
          <input
            {...control}
            value={name}
            maxLength={255}
            onChange={(e) => {
              setName(e.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
    </FormModal>
  );
});
