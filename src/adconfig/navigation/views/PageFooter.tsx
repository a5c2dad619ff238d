import { observer } from 'mobx-react-lite';
import type { NavigationStore } from '../NavigationStore';

/** Support contact and copyright, at the bottom of every page. */
export const PageFooter = observer(function PageFooter({ store, year }: { store: NavigationStore; year: number }) {
  return (
    <div className="container-fluid py-3 small text-body-secondary d-flex flex-wrap justify-content-between gap-2">
      <span>
        Пишите нам – {store.supportEmail ? <a href={`mailto:${store.supportEmail}`}>{store.supportEmail}</a> : null}
      </span>
      <span>
        © 2008–{year} {store.host}
      </span>
    </div>
  );
});
