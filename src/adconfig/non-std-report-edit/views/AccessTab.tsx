import { observer } from 'mobx-react-lite';
import { useId, useState, type KeyboardEvent } from 'react';
import { ROWS_NOT_FOUND } from '@ui/record/fields';
import type { AccessStore } from '../AccessStore';
import { LABEL, TEXT } from '../texts';

/** Enter in an add field adds (it must not save the report's form around it). */
const onEnter = (add: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  add();
};

function AddField(props: { label: string; value: string; error: string | null; button: string; busy?: boolean; onChange: (v: string) => void; onAdd: () => void; inputMode?: 'numeric'; list?: string }) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="d-flex align-items-start gap-2">
      <div className="flex-grow-1">
        <label htmlFor={id} className="form-label">
          {props.label}
        </label>
        <input
          id={id}
          className={`form-control${props.error ? ' is-invalid' : ''}`}
          value={props.value}
          inputMode={props.inputMode}
          list={props.list}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(e) => props.onChange(e.target.value)}
          onKeyDown={onEnter(props.onAdd)}
        />
        {props.error && (
          <div id={errorId} className="invalid-feedback">
            {props.error}
          </div>
        )}
      </div>
      <button type="button" className="btn btn-outline-secondary mt-4 text-nowrap" disabled={props.busy} aria-busy={props.busy || undefined} onClick={props.onAdd}>
        {props.button}
      </button>
    </div>
  );
}

/** Chips shown at most; beyond them a search reaches the others (an access list of thousands stays light). */
const CHIP_CAP = 100;

interface Chip {
  key: string;
  text: string;
  removeLabel: string;
  onRemove: () => void;
}

function Chips({ items, empty, searchLabel }: { items: Chip[]; empty: string; searchLabel: string }) {
  const [typed, setTyped] = useState('');
  const searchId = useId();
  if (items.length === 0) return <p className="text-body-secondary mb-0">{empty}</p>;
  const searchable = items.length > CHIP_CAP || typed !== '';
  const text = typed.trim().toLowerCase();
  const matching = searchable && text ? items.filter((item) => item.text.toLowerCase().includes(text)) : items;
  const shown = matching.length > CHIP_CAP ? matching.slice(0, CHIP_CAP) : matching;
  return (
    <>
      {searchable && (
        <div>
          <label htmlFor={searchId} className="visually-hidden">
            {searchLabel}
          </label>
          <input id={searchId} type="search" className="form-control form-control-sm" placeholder={searchLabel} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
      )}
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {shown.map((item) => (
          <li key={item.key} className="badge text-bg-light border d-inline-flex align-items-center gap-1 fw-normal fs-6">
            {item.text}
            <button type="button" className="btn-close btn-close-sm" aria-label={item.removeLabel} onClick={item.onRemove} />
          </li>
        ))}
      </ul>
      {shown.length < matching.length && <p className="text-body-secondary small mb-0">{TEXT.chipsCut(shown.length, matching.length)}</p>}
      {matching.length === 0 && <p className="text-body-secondary small mb-0">{ROWS_NOT_FOUND}</p>}
    </>
  );
}

/** A 6: roles by alias and users by id, saved with their own button (PUT /{id}/access). */
export const AccessTab = observer(function AccessTab({ access, reportId, roleAliases }: { access: AccessStore; reportId: number; roleAliases: string[] }) {
  const rolesListId = useId();
  return (
    <div className="row g-4">
      <section className="col-md-6 d-flex flex-column gap-2" aria-label={TEXT.roles}>
        <h3 className="h6 mb-0">{TEXT.roles}</h3>
        <Chips
          empty={TEXT.noRoles}
          searchLabel={TEXT.findRole}
          items={access.roles.map((alias) => ({ key: alias, text: `${access.roleName(alias)} (${alias})`, removeLabel: TEXT.removeRole(access.roleName(alias)), onRemove: () => access.removeRole(alias) }))}
        />
        <AddField label={LABEL.role} value={access.roleDraft} error={access.roleError} button={TEXT.addRole} onChange={access.editRole} onAdd={access.addRole} list={rolesListId} />
        <datalist id={rolesListId}>
          {roleAliases.map((alias) => (
            <option key={alias} value={alias} />
          ))}
        </datalist>
      </section>
      <section className="col-md-6 d-flex flex-column gap-2" aria-label={TEXT.users}>
        <h3 className="h6 mb-0">{TEXT.users}</h3>
        <Chips
          empty={TEXT.noUsers}
          searchLabel={TEXT.findUser}
          items={access.users.map((u) => {
            const name = u.name ? `${u.name} (№${u.id})` : TEXT.userUnknown(u.id);
            return { key: String(u.id), text: name, removeLabel: TEXT.removeUser(name), onRemove: () => access.removeUser(u.id) };
          })}
        />
        <AddField label={LABEL.user} value={access.userDraft} error={access.userError} button={TEXT.addUser} busy={access.lookingUp} inputMode="numeric" onChange={access.editUser} onAdd={() => void access.addUser()} />
      </section>
      <div className="col-12 d-flex align-items-center gap-3">
        <button type="button" className="btn btn-primary" disabled={access.saving} aria-busy={access.saving || undefined} onClick={() => void access.save(reportId)}>
          {TEXT.saveAccess}
        </button>
        <span className="text-warning-emphasis fw-semibold" role="status" aria-live="polite">
          {access.dirty ? TEXT.accessUnsaved : ''}
        </span>
      </div>
    </div>
  );
});
