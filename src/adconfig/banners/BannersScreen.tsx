import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { pagePath } from '@core/basePath';
import { ListTable } from '@ui/ListTable';
import { bannerKey, bannersApi, editorHref, type BannerRow } from './api';
import { BannersStore } from './BannersStore';
import type { BannersProps } from './props';
import { TEXTS } from './texts';
import { bannerColumns } from './views/bannerColumns';
import { ParamsModal } from './views/ParamsModal';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { BannersProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const bannersStore = ({ url, types, engines }: BannersProps) => new BannersStore(bannersApi(url), { types, engines });

/** A 2 banner list: paged and sorted (in the hash), each name linking to its editor, a parameters modal per banner. */
export const BannersScreen = observer(function BannersScreen(props: BannersProps & GivenStore<BannersStore>) {
  const store = useScreenStore(props.store, () => bannersStore(props));
  // The editor pages live under this page: {base}/create, {base}/edit/{id}, and the second kind's under {base}/v2/.
  const base = pagePath();
  const editHref = useMemo(() => (row: BannerRow) => editorHref(base, row), [base]);
  const columns = useMemo(() => bannerColumns(store, editHref), [store, editHref]);
  return (
    <div>
      <div className="d-flex flex-wrap gap-2 mb-3 justify-content-end">
        <a className="btn btn-success" href={`${base}/create`}>
          {TEXTS.add}
        </a>
        <a className="btn btn-outline-success" href={`${base}/v2/create`}>
          {TEXTS.addV2}
        </a>
      </div>
      <ListTable list={store.list} columns={columns} rowKey={bannerKey} caption={TEXTS.title} empty={TEXTS.empty} />
      <ParamsModal store={store} editHref={editHref} />
    </div>
  );
});
