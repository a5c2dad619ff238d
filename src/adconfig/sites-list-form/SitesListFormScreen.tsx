import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { pagePath, queryParam } from '../../core/basePath';
import { safeHref } from '../../core/safeUrl';
import { useUnsavedGuard } from '../../core/unsaved';
import { ConflictAlert } from '../../ui/ConflictAlert';
import { SaveButton } from '../../ui/FormModal';
import { sitesListApi } from './api';
import { pageNavigation } from '../../core/navigate';
import { SitesListFormStore } from './SitesListFormStore';
import { TEXT } from './texts';
import { AddSites } from './views/AddSites';
import { FailedSitesTable } from './views/FailedSitesTable';
import { ListFields } from './views/ListFields';
import { SitesTable } from './views/SitesTable';

import type { SitesListFormProps } from './props';
import { type RecordTarget, recordTarget, targetId } from '../../core/record';
import { BadRecordId } from '../../ui/record/BadRecordId';

export type { SitesListFormProps };

/** /…/create, or /…/edit/?id={id} (an edit page without a usable id says so). */
const pageTarget = (): RecordTarget => recordTarget(queryParam('id') ?? (/\/edit$/.test(pagePath()) ? '' : null));

/** '/preferences/sites-lists/create' or '…/edit' → '/preferences/sites-lists/'. */
function listsBase(): string {
  return `${pagePath().replace(/\/(create|edit)$/, '')}/`;
}

/** Create or edit a sites list (A 2): its fields, add tabs, the sites table, failed sites, one Save. */
export function SitesListFormScreen(props: SitesListFormProps) {
  const [target] = useState(pageTarget);
  if (target.kind === 'bad-id') return <BadRecordId text={TEXT.badId} />;
  return <SitesListForm {...props} id={targetId(target)} />;
}

const SitesListForm = observer(function SitesListForm({ id, urlPath, listUrl }: SitesListFormProps & { id: number | null }) {
  const [store] = useState(() => {
    const base = listsBase();
    const created = new SitesListFormStore(sitesListApi(urlPath), { id, editUrl: (newId) => `${base}edit/?id=${newId}` });
    // The requests leave now, while React renders the form, not after its first paint (10 000 sites take a while).
    created.fetch();
    return created;
  });
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => store.start(), [store]);
  useUnsavedGuard(store.dirty);
  // After the guard's own effect has let go of the page (same commit), so leaving asks nothing.
  useEffect(() => {
    if (store.redirectTo) pageNavigation.assign(store.redirectTo);
  }, [store.redirectTo]);

  if (store.loadState === 'failed') {
    return (
      <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
        {TEXT.loadFailed}
        <Button variant="outline-danger" size="sm" onClick={() => void store.load()}>
          Повторить
        </Button>
      </div>
    );
  }

  const save = async () => {
    await store.save();
    if (store.form.errors.name) nameRef.current?.focus();
  };
  const backHref = safeHref(listUrl) ?? listsBase();

  // While the list loads the form is already there, disabled: only the rows arrive with the data.
  return (
    <fieldset className="sites-list-form d-flex flex-column gap-3" disabled={store.loadState === 'loading'} aria-busy={store.loadState === 'loading' || undefined}>
      <section className="card" aria-labelledby="slf-main">
        <div className="card-body">
          <h2 id="slf-main" className="h5 card-title">
            {store.isEdit ? `Список сайтов №${id}` : 'Новый список сайтов'}
          </h2>
          <ListFields store={store} exportUrl={store.exportUrl} nameRef={nameRef} />
        </div>
      </section>
      <section className="card" aria-labelledby="slf-add">
        <div className="card-body">
          <h2 id="slf-add" className="h5 card-title">
            Добавить сайты
          </h2>
          <AddSites store={store} />
        </div>
      </section>
      <section className="card" aria-labelledby="slf-sites">
        <div className="card-body">
          <h2 id="slf-sites" className="h5 card-title">
            Сайты списка
          </h2>
          <SitesTable store={store} />
        </div>
      </section>
      <section className="card" aria-labelledby="slf-failed">
        <div className="card-body">
          <h2 id="slf-failed" className="h5 card-title">
            Не прошли автоматическую проверку{store.sites.unavailable.length ? ` (${store.sites.unavailable.length})` : ''}
          </h2>
          <FailedSitesTable sites={store.sites} />
        </div>
      </section>
      <ConflictAlert form={store.form} onReload={store.load} />
      <div className="sticky-bottom bg-body border-top py-2 d-flex flex-wrap gap-3 align-items-center">
        <SaveButton saving={store.saving} onClick={() => void save()} />
        <a href={backHref} className="btn btn-link">
          К спискам сайтов
        </a>
        <span className="text-warning-emphasis fw-semibold" role="status" aria-live="polite">
          {store.dirty ? TEXT.unsaved : ''}
        </span>
      </div>
    </fieldset>
  );
});
