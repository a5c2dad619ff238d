import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { NavigationStore } from './NavigationStore';
import { navigationStore } from './storeFactory';
import './navigation.css';
import { pageFooterNode } from './pageFooterNode';
import type { NavigationProps } from './props';
import { PageFooter } from './views/PageFooter';
import { PageHeading } from './views/PageHeading';
import { TopNav } from './views/TopNav';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { NavigationProps } from './props';

/**
 * The island every page carries (node `navigation`, top of the layout): top bar, breadcrumbs and h1,
 * the footer after the page's <main>, and the page-wide duties (notices, document.title).
 */
export const NavigationScreen = observer(function NavigationScreen(props: NavigationProps & GivenStore<NavigationStore>) {
  const store = useScreenStore(props.store, () => navigationStore(props));
  const [footer] = useState(() => pageFooterNode());
  useEffect(() => () => (footer.created ? footer.node.remove() : undefined), [footer]);
  return (
    <>
      <header className="navigation-header">
        <TopNav store={store} />
        <PageHeading store={store} />
      </header>
      {createPortal(<PageFooter store={store} year={new Date().getFullYear()} />, footer.node)}
    </>
  );
});
