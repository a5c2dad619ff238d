import { observer } from 'mobx-react-lite';
import type { AddListStore } from '../AddListStore';
import type { FilterType } from '../api';
import { ChoiceSelect } from '@ui/ChoiceSelect';
import { FormField } from '@ui/FormField';
import { FormModal } from '@ui/FormModal';
import { InlineRadios } from '@ui/InlineRadios';
import { LABELS, TEXTS } from '../texts';

/** S 2: a white or black list chosen for the group, added with PUT …/{g}/add/{f}. */
export const AddListModal = observer(function AddListModal({ store }: { store: AddListStore }) {
  const group = store.group;
  const loading = store.lists.state === 'loading';
  const choices = store.choices;
  return (
    <FormModal show={group !== null} title={group ? LABELS.addTitle(group) : ''} onHide={store.close} onSubmit={() => void store.save()} saving={store.saving} submitLabel={TEXTS.add}>
      <InlineRadios<FilterType> className="mb-3" legend={TEXTS.listType} value={store.type} choices={TEXTS.types} onChange={store.setType} />
      <FormField label={TEXTS.list} required error={store.error} help={loading ? TEXTS.loadingLists : store.lists.state === 'ready' && choices.length === 0 ? TEXTS.noLists : undefined}>
        {(control) => <ChoiceSelect control={control} value={store.filterId} none={TEXTS.chooseList} choices={choices} onChange={store.choose} />}
      </FormField>
    </FormModal>
  );
});
