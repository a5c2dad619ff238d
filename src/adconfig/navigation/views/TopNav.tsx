import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import type { NavigationStore } from '../NavigationStore';
import { NavEntry } from './NavEntry';

/** The top bar: left and right items, collapsed behind 'Меню' on narrow screens. */
export const TopNav = observer(function TopNav({ store }: { store: NavigationStore }) {
  // Controlled, so the toggle can say whether the menu is open (react-bootstrap leaves aria-expanded out).
  const [expanded, setExpanded] = useState(false);
  return (
    <Navbar
      expand="xl"
      bg="dark"
      data-bs-theme="dark"
      className="navigation-bar"
      aria-label="Основное меню"
      expanded={expanded}
      onToggle={setExpanded}
    >
      <Container fluid>
        <Navbar.Toggle aria-controls="navigation-menu" aria-expanded={expanded} label="Меню" />
        <Navbar.Collapse id="navigation-menu">
          <Nav className="me-auto">
            {store.left.map((item, i) => (
              <NavEntry key={`l${i}`} id={`navigation-left-${i}`} store={store} item={item} />
            ))}
          </Nav>
          <Nav className="ms-auto navigation-right">
            {store.right.map((item, i) => (
              <NavEntry key={`r${i}`} id={`navigation-right-${i}`} store={store} item={item} alignEnd />
            ))}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
});
