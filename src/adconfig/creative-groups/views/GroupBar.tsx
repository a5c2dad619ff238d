import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { capOptions } from '../../../ui/optionCap';
import type { CreativeGroupsApi } from '../../shared/creativeGroups/api';
import type { CreativeGroupsStore } from '../CreativeGroupsStore';
import { TEXTS } from '../texts';

/** The group selector with add / rename, the edit page's link, and the button putting the chosen flights in the group. */
export const GroupBar = observer(function GroupBar({ store, editUrl }: { store: CreativeGroupsStore; editUrl: CreativeGroupsApi['editUrl'] }) {
  const id = useId();
  const { group, groups } = store;
  // A huge answer shows its first groups and the chosen one, not a select of every group.
  const { shown } = capOptions(groups, (g) => g.id === store.groupId);
  const disabled = store.campaignId === null || store.groupsLoad.loading;
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-3" role="group" aria-label="Группы флайтов">
      <div>
        <label htmlFor={id} className="form-label mb-1">
          {TEXTS.group}
        </label>
        <select id={id} className="form-select" value={store.groupId ?? ''} disabled={disabled || groups.length === 0} onChange={(e) => store.chooseGroup(e.target.value === '' ? null : Number(e.target.value))}>
          {groups.length === 0 && <option value="">{TEXTS.groupsEmpty}</option>}
          {shown.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name || `#${g.id}`}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn btn-outline-primary" disabled={disabled} onClick={store.openAdd}>
        {TEXTS.addGroup}
      </button>
      <button type="button" className="btn btn-outline-secondary" disabled={disabled || group === null} onClick={store.openRename}>
        {TEXTS.rename}
      </button>
      {group && (
        <a className="btn btn-link" href={editUrl(group.id)}>
          {TEXTS.edit}
        </a>
      )}
      <button type="button" className="btn btn-primary ms-auto" disabled={group === null || store.assigningNow} aria-busy={store.assigningNow || undefined} onClick={() => void store.assign()}>
        {TEXTS.assign(store.chosenFlights.length)}
      </button>
    </div>
  );
});
