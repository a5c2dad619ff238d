import { observer } from 'mobx-react-lite';
import { pagePath } from '@core/basePath';
import { pathId, recordTarget, type RecordTarget } from '@core/record';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { reportsBase } from '@adconfig/shared/non-std-reports/base';
import { nameOf } from '@adconfig/shared/non-std-reports/dictionaries';
import { ResultView } from '@adconfig/shared/non-std-reports/ResultView';
import { nonStdReportRunApi } from './api';
import { NonStdReportRunStore } from './NonStdReportRunStore';
import type { NonStdReportRunProps } from './props';
import { TEXT } from './texts';
import { RunFilters } from './views/RunFilters';

export type { NonStdReportRunProps };

const ID_TAIL = /\/([^/]*)$/;

/** {baseUrl}/{id}: the last segment is the report's id. */
const pageTarget = (): RecordTarget => recordTarget(pathId(ID_TAIL) ?? '');

/** The reports' base: baseUrl, else this page's path without its id. */
const runBase = ({ baseUrl, urlPath }: NonStdReportRunProps) => (baseUrl ? reportsBase(baseUrl, urlPath) : pagePath().replace(ID_TAIL, ''));

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const nonStdReportRunStore = (props: NonStdReportRunProps) => {
  const base = runBase(props);
  return recordPage({ editOnly: true, target: pageTarget, badId: TEXT.badId, store: (id: number) => new NonStdReportRunStore(nonStdReportRunApi(base, props.record), id) });
};

/** A 2 Non-standard report, run page: its filters, search and reset, the result as a table or a link. */
export function NonStdReportRunScreen(props: NonStdReportRunProps & GivenStore<ReturnType<typeof nonStdReportRunStore>>) {
  const base = runBase(props);
  return (
    <RecordPage page={useScreenStore(props.store, () => nonStdReportRunStore(props))} failedText={TEXT.loadFailed}>
      {(store) => <ReportRun {...props} store={store} base={base} />}
    </RecordPage>
  );
}

const ReportRun = observer(function ReportRun({ store, base, access = {}, resultTypes = [] }: NonStdReportRunProps & { store: NonStdReportRunStore; base: string }) {
  const { report } = store;
  if (report === null) {
    return (
      <p className="text-body-secondary" role="status">
        {TEXT.waiting}
      </p>
    );
  }
  const typeName = nameOf(report.result_type, resultTypes);
  return (
    <div className="d-flex flex-column gap-3">
      <div className="d-flex flex-wrap align-items-baseline gap-3">
        <h2 className="h5 mb-0">{TEXT.heading(report.id, report.name)}</h2>
        {typeName && (
          <span className="text-body-secondary small">
            {TEXT.resultType}: {typeName}
          </span>
        )}
        <span className="ms-auto d-flex gap-2">
          {access.edit && (
            <a className="btn btn-sm btn-outline-secondary" href={`${base}/${report.id}/edit`}>
              {TEXT.edit}
            </a>
          )}
          <a className="btn btn-sm btn-link" href={base || '/'}>
            {TEXT.back}
          </a>
        </span>
      </div>
      <RunFilters store={store} />
      <RunResult store={store} exportName={`report-${report.id}`} />
    </div>
  );
});

const RunResult = observer(function RunResult({ store, exportName }: { store: NonStdReportRunStore; exportName: string }) {
  return (
    <section aria-label="Результат отчёта" aria-busy={store.running || undefined} className={store.running && store.result ? 'opacity-50' : undefined}>
      <div className="load-state small text-body-secondary" role="status" aria-live="polite">
        {store.running ? TEXT.waiting : ''}
      </div>
      {((!store.result && !store.running) || !store.canSearch) && <p className="text-body-secondary">{TEXT.setFilters}</p>}
      {store.result && <ResultView result={store.result} exportName={exportName} />}
    </section>
  );
});
