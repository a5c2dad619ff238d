import { observer } from 'mobx-react-lite';
import { FileInput } from '@ui/FileInput';
import { FormField } from '@ui/FormField';
import { FormModal } from '@ui/FormModal';
import type { MediaplanFormStore } from '../MediaplanFormStore';
import { TEXT } from '../texts';

/** The guarantee letter's upload (S 2: "a modal uploads a guarantee letter"). */
export const GuaranteeModal = observer(function GuaranteeModal({ store }: { store: MediaplanFormStore }) {
  return (
    <FormModal show={store.guaranteeOpen} title={TEXT.guaranteeTitle} onHide={store.closeGuarantee} onSubmit={() => void store.uploadGuarantee()} saving={store.upload.running} submitLabel={TEXT.guaranteeUpload}>
      <FormField label={TEXT.guaranteeFile} required error={store.guaranteeError ?? undefined}>
        {(control) => <FileInput {...control} onChange={(files) => store.chooseGuaranteeFile(files[0] ?? null)} />}
      </FormField>
    </FormModal>
  );
});
