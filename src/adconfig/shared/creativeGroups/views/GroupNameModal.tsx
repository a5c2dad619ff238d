import { observer } from 'mobx-react-lite';
import { FormModal } from '@ui/FormModal';
import { TextField } from '@ui/record/fields';
import type { GroupNameEditor } from '../GroupNameEditor';
import { GROUP_TEXTS } from '../texts';

/** The add / rename modal: the group's name (required). */
export const GroupNameModal = observer(function GroupNameModal({ editor, onSubmit }: { editor: GroupNameEditor; onSubmit: () => void }) {
  const { modal, form } = editor;
  return (
    <FormModal show={modal !== null} title={modal?.mode === 'rename' ? GROUP_TEXTS.renameTitle : GROUP_TEXTS.addTitle} onHide={editor.close} onSubmit={onSubmit} saving={form.saving}>
      <TextField form={form} path="name" label={GROUP_TEXTS.name} required maxLength={255} className="mb-0" />
    </FormModal>
  );
});
