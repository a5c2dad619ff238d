import { observer } from 'mobx-react-lite';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { safeHref } from '@core/safeUrl';
import type { NavigationStore } from '../NavigationStore';
import type { NavAction, NavItem } from '../props';
import { ActionButton } from './ActionButton';
import { ActionLink } from './ActionLink';
import { NavIcon } from './NavIcon';

interface Props {
  store: NavigationStore;
  item: NavItem;
  /** Unique on the page: ties the dropdown toggle to its menu. */
  id: string;
  /** Right-hand menus open towards the left edge, so they stay on screen. */
  alignEnd?: boolean;
}

const ActionEntry = observer(function ActionEntry({ store, action }: { store: NavigationStore; action: NavAction }) {
  if (action.method) {
    return (
      <NavDropdown.Item as={ActionButton} onClick={() => void store.run(action)} disabled={store.running !== null}>
        {action.title}
      </NavDropdown.Item>
    );
  }
  const href = safeHref(action.url);
  return (
    <NavDropdown.Item as={ActionLink} href={href} disabled={!href} active={store.isActionActive(action)}>
      {action.title}
    </NavDropdown.Item>
  );
});

/** One item of the top bar: a link, or a dropdown of its actions. */
export const NavEntry = observer(function NavEntry({ store, item, id, alignEnd }: Props) {
  const active = store.isActive(item);
  if (item.actions && item.actions.length > 0) {
    return (
      <NavDropdown
        id={id}
        active={active}
        align={alignEnd ? 'end' : 'start'}
        title={
          <span title={item.name}>
            <NavIcon icon={item.icon} />
            {item.name}
          </span>
        }
      >
        {item.actions.map((action, i) => (
          <ActionEntry key={i} store={store} action={action} />
        ))}
      </NavDropdown>
    );
  }
  const href = safeHref(item.url);
  if (!href) {
    // No url (a label), or not a link we may follow (javascript:, data:): the name alone.
    return (
      <Navbar.Text className="nav-link" title={item.name}>
        <NavIcon icon={item.icon} />
        {item.name}
      </Navbar.Text>
    );
  }
  return (
    <Nav.Link href={href} active={active} aria-current={active ? 'page' : undefined} title={item.name}>
      <NavIcon icon={item.icon} />
      {item.name}
    </Nav.Link>
  );
});
