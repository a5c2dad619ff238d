import { observer } from 'mobx-react-lite';
import type { Column } from '@ui/DataTable';
import type { AccessListGroup } from '../api';
import type { AccessListGroupsStore } from '../AccessListGroupsStore';
import { LABELS, TEXTS } from '../texts';

/** The group's lists, each with its remove button (named after the list and the group). */
const Traits = observer(function Traits({ store, group }: { store: AccessListGroupsStore; group: AccessListGroup }) {
  const busy = store.table.isBusy(group.id);
  if (group.traits.length === 0) return <span className="text-body-secondary">{TEXTS.noTraits}</span>;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
      {group.traits.map((trait) => (
        <li key={trait.filter_id} className="badge text-bg-light border d-inline-flex align-items-center gap-1 fw-normal fs-6 text-wrap text-start">
          <span className="text-break">{trait.filter_name || `#${trait.filter_id}`}</span>
          <button type="button" className="btn-close btn-close-sm" style={{ fontSize: '0.6rem' }} disabled={busy} aria-label={LABELS.removeList(trait, group)} onClick={() => void store.removeList(group, trait)} />
        </li>
      ))}
    </ul>
  );
});

const AddButton = observer(function AddButton({ store, group }: { store: AccessListGroupsStore; group: AccessListGroup }) {
  return (
    <button type="button" className="btn btn-sm btn-outline-primary text-nowrap" disabled={store.table.isBusy(group.id)} aria-label={LABELS.addList(group)} onClick={() => store.adding.open(group)}>
      {TEXTS.addList}
    </button>
  );
});

/** S 3: the group, its option type, its lists; the add button. */
export function groupColumns(store: AccessListGroupsStore): Column<AccessListGroup>[] {
  return [
    { key: 'id', title: 'ID', align: 'end', width: '4rem' },
    { key: 'name', title: TEXTS.columns.name, width: '16rem' },
    { key: 'option_type', title: TEXTS.columns.optionType, width: '10rem' },
    { key: 'traits', title: TEXTS.columns.traits, render: (group) => <Traits store={store} group={group} /> },
    { key: 'actions', title: 'Действия', width: '1%', render: (group) => <AddButton store={store} group={group} /> },
  ];
}
