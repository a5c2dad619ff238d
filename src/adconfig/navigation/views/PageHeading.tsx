import { observer } from 'mobx-react-lite';
import { safeHref } from '@core/safeUrl';
import type { NavigationStore } from '../NavigationStore';

/** Breadcrumbs (the last one is the current page) and the page's h1. */
export const PageHeading = observer(function PageHeading({ store }: { store: NavigationStore }) {
  const crumbs = store.breadcrumbs;
  return (
    <div className="container-fluid pt-3">
      {crumbs.length > 0 && (
        <nav aria-label="Навигационная цепочка">
          <ol className="breadcrumb small mb-2">
            {crumbs.map((crumb, i) => {
              const current = i === crumbs.length - 1;
              const href = current ? undefined : safeHref(crumb.url);
              return (
                <li key={i} className={`breadcrumb-item${current ? ' active' : ''}`} aria-current={current ? 'page' : undefined}>
                  {href ? <a href={href}>{crumb.title}</a> : crumb.title}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      {store.title && <h1 className="h3 mb-0">{store.title}</h1>}
    </div>
  );
});
