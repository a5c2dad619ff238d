import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { pagePath } from '../../core/basePath';
import { LoadFailed } from '../../ui/LoadFailed';
import { reportsBase } from '../shared/non-std-reports/base';
import { nameOf } from '../shared/non-std-reports/dictionaries';
import { ResultView } from '../shared/non-std-reports/ResultView';
import { nonStdReportRunApi } from './api';
import { NonStdReportRunStore } from './NonStdReportRunStore';
import type { NonStdReportRunProps } from './props';
import { TEXT } from './texts';
import { RunFilters } from './views/RunFilters';

export type { NonStdReportRunProps };

const ID_TAIL = /\/([^/]*)$/;

/** {baseUrl}/{id}: the id, or null when the last segment is not one. */
function pageId(): number | null {
  const segment = ID_TAIL.exec(pagePath())?.[1] ?? '';
  return /^\d{1,15}$/.test(segment) && Number(segment) > 0 ? Number(segment) : null;
}

/** A 2 Non-standard report, run page: its filters, search and reset, the result as a table or a link. */
export function NonStdReportRunScreen(props: NonStdReportRunProps) {
  const [id] = useState(pageId);
  if (id === null) {
    return (
      <div className="alert alert-danger" role="alert">
        {TEXT.badId}
      </div>
    );
  }
  return <ReportRun {...props} id={id} />;
}

const ReportRun = observer(function ReportRun({ id, baseUrl, urlPath, access = {}, resultTypes = [] }: NonStdReportRunProps & { id: number }) {
  const [base] = useState(() => (baseUrl ? reportsBase(baseUrl, urlPath) : pagePath().replace(ID_TAIL, '')));
  const [store] = useState(() => new NonStdReportRunStore(nonStdReportRunApi(base), id));
  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.loadState === 'failed') return <LoadFailed text={TEXT.loadFailed} onRetry={() => void store.load()} />;
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
