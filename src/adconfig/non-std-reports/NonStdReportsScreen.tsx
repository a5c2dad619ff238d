import { observer } from 'mobx-react-lite';
import { ListTable } from '@ui/ListTable';
import { LoadFailed } from '@ui/LoadFailed';
import { LoadStateLine } from '@ui/LoadStateLine';
import { Paginator } from '@ui/Paginator';
import { reportLinks, reportsBase } from '@adconfig/shared/non-std-reports/base';
import { nonStdReportsApi } from './api';
import { NonStdReportsStore } from './NonStdReportsStore';
import type { NonStdReportsProps } from './props';
import { TEXT } from './texts';
import { ReportCards } from './views/ReportCards';
import { reportColumns } from './views/reportColumns';
import { ReportsToolbar } from './views/ReportsToolbar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { NonStdReportsProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const nonStdReportsStore = ({ urlPath, baseUrl }: NonStdReportsProps) => new NonStdReportsStore(nonStdReportsApi(reportsBase(baseUrl, urlPath)));

/** A 2 Non-standard reports: cards or a table of the reports, searched by name; links to run, edit, create. */
export const NonStdReportsScreen = observer(function NonStdReportsScreen(props: NonStdReportsProps & GivenStore<NonStdReportsStore>) {
  const { urlPath, baseUrl, access = {}, statuses = [], resultTypes = [] } = props;
  const base = reportsBase(baseUrl, urlPath);
  const store = useScreenStore(props.store, () => nonStdReportsStore(props));
  const links = reportLinks(base);
  const parts = { statuses, resultTypes, runHref: links.run, editHref: access.edit ? links.edit : undefined };
  // A few columns over a few dozen reports: built per render, no memo needed.
  const columns = reportColumns(parts);
  const { list } = store;
  return (
    <div>
      <ReportsToolbar store={store} createHref={access.create ? links.create : undefined} />
      {store.view === 'list' ? (
        <ListTable list={list} columns={columns} rowKey={(r) => r.id} caption={TEXT.caption} empty={TEXT.empty} perPageChoice={false} />
      ) : (
        <div className={list.loading ? 'opacity-50' : undefined}>
          <LoadStateLine list={list} />
          {list.state === 'failed' && list.rows.length === 0 ? (
            <LoadFailed onRetry={() => void list.load()} />
          ) : list.isEmpty ? (
            <p className="text-body-secondary">{TEXT.empty}</p>
          ) : (
            <ReportCards rows={list.rows} {...parts} />
          )}
          <Paginator page={list.paging.page} pageCount={list.pageCount} total={list.shownTotal} perPage={list.paging.perPage} onPage={list.setPage} />
        </div>
      )}
    </div>
  );
});
