import { observer } from 'mobx-react-lite';
import type { CreativeGroupsApi } from '@adconfig/shared/creativeGroups/api';
import { GroupSelect } from '@adconfig/shared/creativeGroups/views/GroupSelect';
import type { CreativeGroupsStore } from '../CreativeGroupsStore';
import { TEXTS } from '../texts';

/** The group selector with add / rename, the edit page's link, and the button putting the chosen flights in the group. */
export const GroupBar = observer(function GroupBar({ store, editUrl }: { store: CreativeGroupsStore; editUrl: CreativeGroupsApi['editUrl'] }) {
  const { group, groups } = store;
  const disabled = store.campaignId === null || store.groupsLoad.loading;
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-3" role="group" aria-label="Группы флайтов">
      <GroupSelect
        groups={groups}
        groupId={store.groupId}
        disabled={disabled}
        onChoose={store.chooseGroup}
        onAdd={store.openAdd}
        onRename={store.openRename}
        onDelete={() => void store.remove()}
        deleteDisabled={store.deletingNow}
      />
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
