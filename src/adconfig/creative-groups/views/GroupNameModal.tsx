import { observer } from 'mobx-react-lite';
import { FormModal } from '../../../ui/FormModal';
import { TextField } from '../../../ui/record/fields';
import type { CreativeGroupsStore } from '../CreativeGroupsStore';
import { TEXTS } from '../texts';

/** The add / rename modal: the group's name (required). */
export const GroupNameModal = observer(function GroupNameModal({ store }: { store: CreativeGroupsStore }) {
  const { modal, nameForm } = store;
  return (
    <FormModal show={modal !== null} title={modal?.mode === 'rename' ? TEXTS.renameTitle : TEXTS.addTitle} onHide={store.closeModal} onSubmit={() => void store.saveName()} saving={nameForm.saving}>
      <TextField form={nameForm} path="name" label={TEXTS.name} required maxLength={255} className="mb-0" />
    </FormModal>
  );
});
