import { observer } from 'mobx-react-lite';
import type { Column } from '@ui/DataTable';
import type { AccessListGroup } from '../api';
import type { AccessListGroupsStore } from '../AccessListGroupsStore';
import { LABELS, TEXTS } from '../texts';

/** The group's lists, each opened by its name (S 7 `GET edit/?id`) and with its remove button (named after the list and the group). */
const Traits = observer(function Traits({ store, group }: { store: AccessListGroupsStore; group: AccessListGroup }) {
  const busy = store.table.isBusy(group.id);
  if (group.traits.length === 0) return <span className="text-body-secondary">{TEXTS.noTraits}</span>;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
      {group.traits.map((trait) => (
        <li key={trait.filter_id} className="badge text-bg-light border d-inline-flex align-items-center gap-1 fw-normal fs-6 text-wrap text-start">
          {/* The emphasis shade: the link blue on the badge's light grey is below 4.5:1 (axe). */}
          <button type="button" className="btn btn-link text-primary-emphasis p-0 text-break text-start align-baseline" aria-label={LABELS.openList(trait)} onClick={() => store.opened.open(group, trait)}>
            {trait.filter_name || `#${trait.filter_id}`}
          </button>
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
