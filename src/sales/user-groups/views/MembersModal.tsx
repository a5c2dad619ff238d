import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { LoadMoreButton } from '@ui/imageGrid/LoadMoreButton';
import type { FoundUser, Member } from '../api';
import type { MembersStore } from '../MembersStore';
import { loginOf, ROW_LABELS, TEXTS } from '../texts';

interface Named {
  roleName(alias: string): string;
  statusName(status: string): string;
}

/** `status`: the column is there (a member's status, or a found user's when the search answers one). */
function UserCells({ user, names, status = true }: { user: Member; names: Named; status?: boolean }) {
  return (
    <>
      <td className="text-break">{loginOf(user)}</td>
      <td className="text-break">{names.roleName(user.role)}</td>
      {status && <td>{names.statusName(user.status)}</td>}
    </>
  );
}

function Head({ status = true }: { status?: boolean }) {
  return (
    <thead>
      <tr>
        <th scope="col">{TEXTS.login}</th>
        <th scope="col">{TEXTS.role}</th>
        {status && <th scope="col">{TEXTS.status}</th>}
        <th scope="col">
          <span className="visually-hidden">Действия</span>
        </th>
      </tr>
    </thead>
  );
}

const Members = observer(function Members({ store, names }: { store: MembersStore; names: Named }) {
  const users = store.group?.users ?? [];
  if (users.length === 0) return <p className="text-body-secondary">{TEXTS.noMembers}</p>;
  return (
    <table className="table table-sm align-middle">
      <caption className="visually-hidden">{TEXTS.membersCaption}</caption>
      <Head />
      <tbody>
        {users.map((user) => (
          <tr key={user.user_id}>
            <UserCells user={user} names={names} />
            <td className="text-end">
              <button type="button" className="btn btn-sm btn-outline-danger" disabled={store.busy} aria-label={ROW_LABELS.removeMember(user)} onClick={() => void store.remove(user)}>
                {TEXTS.removeMember}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});

const Found = observer(function Found({ store, names }: { store: MembersStore; names: Named }) {
  const { found } = store;
  if (found.isEmpty) return <p className="text-body-secondary">{TEXTS.notFound}</p>;
  // S 7's search answers user_id, login and role: without a status in it the column would say 'Неизвестный статус' of everyone.
  const withStatus = found.rows.some((user) => user.status !== '');
  return (
    <>
      <table className={`table table-sm align-middle mb-0${found.loading ? ' is-reloading' : ''}`} aria-busy={found.loading || undefined}>
        <caption className="visually-hidden">{TEXTS.found}</caption>
        <Head status={withStatus} />
        <tbody>
          {found.rows.map((user: FoundUser) => (
            <tr key={user.user_id}>
              <UserCells user={user} names={names} status={withStatus} />
              <td className="text-end">
                {store.isMember(user.user_id) ? (
                  <span className="small text-body-secondary">{TEXTS.inGroup}</span>
                ) : (
                  <button type="button" className="btn btn-sm btn-outline-primary" disabled={store.busy} aria-label={ROW_LABELS.addMember(user)} onClick={() => void store.add(user)}>
                    {TEXTS.addMember}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <LoadMoreButton list={found} />
    </>
  );
});

/** S 2: the members of one group (removed after a confirmation) and the user search to add more ('load more'). */
export const MembersModal = observer(function MembersModal({ store, names }: { store: MembersStore; names: Named }) {
  const titleId = useId();
  const searchId = useId();
  const group = store.group;
  return (
    <Modal show={group !== null} onHide={store.close} size="lg" aria-labelledby={titleId} scrollable>
      {group && (
        <>
          <Modal.Header closeButton closeLabel={TEXTS.close}>
            <Modal.Title id={titleId} as="h2" className="h5 text-break">
              {ROW_LABELS.members(group)}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Members store={store} names={names} />
            <h3 className="h6 mt-4">{TEXTS.addMemberHeading}</h3>
            <form
              className="d-flex gap-2 mb-3"
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                store.search();
              }}
            >
              <label htmlFor={searchId} className="visually-hidden">
                {TEXTS.searchLabel}
              </label>
              <input id={searchId} type="search" className="form-control" placeholder={TEXTS.searchLabel} value={store.name} onChange={(e) => store.setName(e.target.value)} autoComplete="off" />
              <button type="submit" className="btn btn-outline-primary">
                {TEXTS.search}
              </button>
            </form>
            {store.found.stateText && (
              <p className="small text-body-secondary" role="status">
                {store.found.stateText}
              </p>
            )}
            <Found store={store} names={names} />
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-secondary" onClick={store.close}>
              {TEXTS.close}
            </button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
});
