import { observer } from 'mobx-react-lite';
import type { NonStdReport } from '@adconfig/shared/non-std-reports/report';
import type { Choice, ResultType } from '@adconfig/shared/non-std-reports/dictionaries';
import { nameOf } from '@adconfig/shared/non-std-reports/dictionaries';
import { TEXT } from '../texts';
import { ReportStatus } from './ReportStatus';
import { EditLink, FileResultIcon, reportName } from './reportParts';

export interface ReportViewProps {
  rows: NonStdReport[];
  statuses: readonly Choice[];
  resultTypes: readonly ResultType[];
  runHref: (id: number) => string;
  /** Absent without access.edit: no edit links. */
  editHref?: (id: number) => string;
}

/** A 2 grid: one card per report (name to its run page, status, result type, file icon, edit link). */
export const ReportCards = observer(function ReportCards({ rows, statuses, resultTypes, runHref, editHref }: ReportViewProps) {
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4 g-3" aria-label={TEXT.caption}>
      {rows.map((report) => (
        <li key={report.id} className="col">
          <article className="card h-100" aria-label={reportName(report)}>
            <div className="card-body d-flex flex-column gap-2">
              <h2 className="h6 card-title mb-0 text-break">
                <a href={runHref(report.id)}>{reportName(report)}</a>
              </h2>
              <div className="d-flex align-items-center flex-wrap gap-2 small text-body-secondary">
                <ReportStatus status={report.status} statuses={statuses} />
                <span>{nameOf(report.result_type, resultTypes)}</span>
                <FileResultIcon resultType={report.result_type} types={resultTypes} />
              </div>
              {editHref && (
                <div className="mt-auto">
                  <EditLink report={report} href={editHref(report.id)} />
                </div>
              )}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
});
