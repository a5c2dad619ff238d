import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { CreativeStatEventsStore } from '../CreativeStatEventsStore';
import type { FastFilter } from '../settings';
import { TEXTS } from '../texts';
import { PillNameModal } from './PillNameModal';

type Editing = { kind: 'add' } | { kind: 'rename'; pill: FastFilter } | null;

/** One pill: a click applies its filters; when configurable, rename, make default and delete beside it. */
const Pill = observer(function Pill({ store, pill, onRename }: { store: CreativeStatEventsStore; pill: FastFilter; onRename(pill: FastFilter): void }) {
  const active = store.activeId === pill.id;
  const isDefault = store.settings.defaultFilter === pill.id;
  return (
    <li className="nav-item d-flex align-items-center">
      <button type="button" className={`nav-link py-1 px-3${active ? ' active' : ''}`} aria-pressed={active} onClick={() => store.applyPill(pill)}>
        {pill.name}
        {isDefault && <span className="badge text-bg-light ms-2">{TEXTS.isDefault}</span>}
      </button>
      {store.configurable && (
        <span className="btn-group btn-group-sm ms-1" role="group" aria-label={TEXTS.pillMenu(pill.name)}>
          <button type="button" className="btn btn-link btn-sm px-1" aria-label={`${TEXTS.rename}: ${pill.name}`} title={TEXTS.rename} disabled={store.saving} onClick={() => onRename(pill)}>
            ✎
          </button>
          {!isDefault && (
            <button type="button" className="btn btn-link btn-sm px-1" aria-label={`${TEXTS.makeDefault}: ${pill.name}`} title={TEXTS.makeDefault} disabled={store.saving} onClick={() => void store.makeDefault(pill.id)}>
              ☆
            </button>
          )}
          <button type="button" className="btn btn-link btn-sm px-1 text-danger" aria-label={`${TEXTS.delete}: ${pill.name}`} title={TEXTS.delete} disabled={store.saving} onClick={() => void store.deletePill(pill)}>
            ×
          </button>
        </span>
      )}
    </li>
  );
});

/** S 2: the saved fast filters as pills, one active; 'Сохранить фильтр' saves the filters shown under a name. */
export const FastFilterPills = observer(function FastFilterPills({ store }: { store: CreativeStatEventsStore }) {
  const [editing, setEditing] = useState<Editing>(null);
  const pills = store.pills;
  if (!pills.length && !store.configurable) return null;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <ul className="nav nav-pills gap-1" aria-label={TEXTS.pills}>
        {pills.map((pill) => (
          <Pill key={pill.id} store={store} pill={pill} onRename={(p) => setEditing({ kind: 'rename', pill: p })} />
        ))}
      </ul>
      {store.configurable && (
        <button type="button" className="btn btn-sm btn-outline-primary" disabled={store.saving} onClick={() => setEditing({ kind: 'add' })}>
          {TEXTS.savePill}
        </button>
      )}
      {editing?.kind === 'add' && <PillNameModal title={TEXTS.newPill} initial="" saving={store.saving} onSave={store.addPill} onHide={() => setEditing(null)} />}
      {editing?.kind === 'rename' && (
        <PillNameModal title={TEXTS.renamePill} initial={editing.pill.name} saving={store.saving} onSave={(name) => store.renamePill(editing.pill.id, name)} onHide={() => setEditing(null)} />
      )}
    </div>
  );
});
