import { observer } from 'mobx-react-lite';
import { FormField } from '@ui/FormField';
import { FilterForm } from '@ui/Sidebar';
import type { CreativeGroupsStore } from '../CreativeGroupsStore';
import { TEXTS } from '../texts';

/** The campaign whose flights and groups the page shows ('Найти' loads them). */
export const CampaignFilter = observer(function CampaignFilter({ store }: { store: CreativeGroupsStore }) {
  const { draft } = store;
  const { c } = draft.text;
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      <FormField label={TEXTS.campaign} error={draft.errors.c} className="mb-0">
        {(control) => <input {...control} type="text" inputMode="numeric" value={c} placeholder={store.campaignId === null ? '' : String(store.campaignId)} onChange={(e) => draft.edit('c', e.target.value)} />}
      </FormField>
    </FilterForm>
  );
});
