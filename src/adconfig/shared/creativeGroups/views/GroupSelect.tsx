import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { capOptions } from '@ui/optionCap';
import type { CreativeGroup } from '../group';
import { GROUP_TEXTS } from '../texts';

export interface GroupSelectProps {
  groups: CreativeGroup[];
  groupId: number | null;
  disabled: boolean;
  onChoose(id: number | null): void;
  onAdd(): void;
  onRename(): void;
  /** Why rename is off besides `disabled` (no group chosen, unsaved edits). */
  renameDisabled?: boolean;
  /** A 7 DELETE {id}: the chosen group deleted (asked first); no button without it. */
  onDelete?(): void;
  deleteDisabled?: boolean;
}

/** The group selector with its add / rename buttons (both group screens). */
export const GroupSelect = observer(function GroupSelect({ groups, groupId, disabled, onChoose, onAdd, onRename, renameDisabled, onDelete, deleteDisabled }: GroupSelectProps) {
  const id = useId();
  // A huge answer shows its first groups and the chosen one, not a select of every group.
  const { shown } = capOptions(groups, (g) => g.id === groupId);
  const chosen = groups.some((g) => g.id === groupId);
  return (
    <>
      <div>
        <label htmlFor={id} className="form-label mb-1">
          {GROUP_TEXTS.group}
        </label>
        <select id={id} className="form-select" value={groupId ?? ''} disabled={disabled || groups.length === 0} onChange={(e) => onChoose(e.target.value === '' ? null : Number(e.target.value))}>
          {groups.length === 0 && <option value="">{GROUP_TEXTS.groupsEmpty}</option>}
          {shown.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name || `#${g.id}`}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn btn-outline-primary" disabled={disabled} onClick={onAdd}>
        {GROUP_TEXTS.addGroup}
      </button>
      <button type="button" className="btn btn-outline-secondary" disabled={disabled || !chosen || renameDisabled} onClick={onRename}>
        {GROUP_TEXTS.rename}
      </button>
      {onDelete && (
        <button type="button" className="btn btn-outline-danger" disabled={disabled || !chosen || deleteDisabled} onClick={onDelete}>
          {GROUP_TEXTS.remove}
        </button>
      )}
    </>
  );
});
