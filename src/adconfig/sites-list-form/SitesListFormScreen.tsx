import { observer } from 'mobx-react-lite';
import { pagePath, queryParam } from '@core/basePath';
import { safeHref } from '@core/safeUrl';
import { RecordForm } from '@ui/record/RecordForm';
import { sitesListApi } from './api';
import { SitesListFormStore } from './SitesListFormStore';
import { TEXT } from './texts';
import { AddSites } from './views/AddSites';
import { FailedSitesTable } from './views/FailedSitesTable';
import { ListFields } from './views/ListFields';
import { SitesTable } from './views/SitesTable';

import type { SitesListFormProps } from './props';
import { type RecordTarget, recordTarget } from '@core/record';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { SitesListFormProps };

/** /…/create, or /…/edit/?id={id} (an edit page without a usable id says so). */
const pageTarget = (): RecordTarget => recordTarget(queryParam('id') ?? (/\/edit$/.test(pagePath()) ? '' : null));

/** '/preferences/sites-lists/create' or '…/edit' → '/preferences/sites-lists/'. */
function listsBase(): string {
  return `${pagePath().replace(/\/(create|edit)$/, '')}/`;
}

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const sitesListFormStore = ({ urlPath, record, listUrl }: SitesListFormProps) => {
  const base = listsBase();
  return recordPage({
    target: pageTarget,
    badId: TEXT.badId,
    store: (id: number | null) => new SitesListFormStore(sitesListApi(urlPath, record), { id, editUrl: (newId) => `${base}edit/?id=${newId}`, listUrl: safeHref(listUrl) ?? base }),
  });
};

/** Create or edit a sites list (A 2): its fields, add tabs, the sites table, failed sites, one Save. */
export function SitesListFormScreen(props: SitesListFormProps & GivenStore<ReturnType<typeof sitesListFormStore>>) {
  const base = listsBase();
  const { listUrl } = props;
  return (
    <RecordPage page={useScreenStore(props.store, () => sitesListFormStore(props))} failedText={TEXT.loadFailed}>
      {(store, id) => <SitesListForm store={store} id={id} back={safeHref(listUrl) ?? base} />}
    </RecordPage>
  );
}

const SitesListForm = observer(function SitesListForm({ store, id, back }: { store: SitesListFormStore; id: number | null; back: string }) {
  // While the list loads the form is already there, disabled: only the rows arrive with the data.
  // Its fields have their own Enter (the name saves, a site is added, the filter filters): no form around them.
  return (
    <RecordForm store={store} onSave={store.save} back={{ href: back, label: 'К спискам сайтов' }} enterSaves={false}>
      <section className="card" aria-labelledby="slf-main">
        <div className="card-body">
          <h2 id="slf-main" className="h5 card-title">
            {store.isEdit ? `Список сайтов №${id}` : 'Новый список сайтов'}
          </h2>
          <ListFields store={store} exportUrl={store.exportUrl} />
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
    </RecordForm>
  );
});
