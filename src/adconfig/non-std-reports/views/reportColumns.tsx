import type { Column } from '@ui/DataTable';
import { nameOf } from '@adconfig/shared/non-std-reports/dictionaries';
import type { NonStdReport } from '@adconfig/shared/non-std-reports/report';
import { TEXT } from '../texts';
import type { ReportViewProps } from './ReportCards';
import { ReportStatus } from './ReportStatus';
import { EditLink, FileResultIcon, reportName } from './reportParts';

/** A 2 list view: the same facts as a card, one row each. */
export function reportColumns({ statuses, resultTypes, runHref, editHref }: Omit<ReportViewProps, 'rows'>): Column<NonStdReport>[] {
  const columns: Column<NonStdReport>[] = [
    { key: 'id', title: TEXT.columns.id, align: 'end', width: '5rem' },
    { key: 'name', title: TEXT.columns.name, render: (r) => <a href={runHref(r.id)}>{reportName(r)}</a> },
    { key: 'status', title: TEXT.columns.status, render: (r) => <ReportStatus status={r.status} statuses={statuses} /> },
    {
      key: 'result_type',
      title: TEXT.columns.resultType,
      render: (r) => (
        <span className="d-inline-flex align-items-center gap-2">
          {nameOf(r.result_type, resultTypes)}
          <FileResultIcon resultType={r.result_type} types={resultTypes} />
        </span>
      ),
    },
  ];
  if (editHref) columns.push({ key: 'actions', title: TEXT.columns.actions, render: (r) => <EditLink report={r} href={editHref(r.id)} /> });
  return columns;
}
