import type { NonStdReport } from '@adconfig/shared/non-std-reports/report';
import type { ResultType } from '@adconfig/shared/non-std-reports/dictionaries';
import { TEXT } from '../texts';

export const reportName = (report: NonStdReport): string => report.name.trim() || TEXT.unnamed(report.id);

/** A download icon for a report whose result type is a file (A 2). */
export function FileResultIcon({ resultType, types }: { resultType: string; types: readonly ResultType[] }) {
  if (!types.find((t) => t.id === resultType)?.isFile) return null;
  return (
    <span role="img" aria-label={TEXT.fileResult} title={TEXT.fileResult} className="non-std-file-icon">
      <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
        <path d="M.5 9.9a.5.5 0 0 1 .5.5v2.5a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-2.5a.5.5 0 0 1 1 0v2.5a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2v-2.5a.5.5 0 0 1 .5-.5" />
        <path d="M7.646 11.854a.5.5 0 0 0 .708 0l3-3a.5.5 0 0 0-.708-.708L8.5 10.293V1.5a.5.5 0 0 0-1 0v8.793L5.354 8.146a.5.5 0 1 0-.708.708z" />
      </svg>
    </span>
  );
}

export function EditLink({ report, href }: { report: NonStdReport; href: string }) {
  return (
    <a className="btn btn-sm btn-outline-secondary" href={href} aria-label={TEXT.editLabel(reportName(report))}>
      {TEXT.edit}
    </a>
  );
}
