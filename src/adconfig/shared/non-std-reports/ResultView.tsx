import { useState } from 'react';
import { exportToExcel } from '@core/excel';
import { notify } from '@core/notify';
import { safeHref } from '@core/safeUrl';
import { DataTable, type Column } from '@ui/DataTable';
import { RESULT_TEXT, type ReportResult, type ResultRow } from './result';

type IndexedRow = ResultRow & { __row: number };

/** A 2: the result as a table (with Excel export when `exportName` is given) or a download link. */
export function ResultView({ result, exportName }: { result: ReportResult; exportName?: string }) {
  if (result.kind === 'unknown') {
    return (
      <div className="alert alert-warning" role="alert">
        {RESULT_TEXT.unknownType}
      </div>
    );
  }
  if (result.kind === 'file') {
    // Resolved by the browser's rules (safeHref: http(s) or a path); anything else stays text.
    const href = safeHref(result.url);
    return href ? (
      <a className="btn btn-primary" href={href} download>
        {RESULT_TEXT.download}
      </a>
    ) : (
      <p className="text-break">{result.url}</p>
    );
  }
  return <ResultTable result={result} exportName={exportName} />;
}

function ResultTable({ result, exportName }: { result: Extract<ReportResult, { kind: 'table' }>; exportName?: string }) {
  const [exporting, setExporting] = useState(false);
  const rows: IndexedRow[] = result.rows.map((row, i) => ({ ...row, __row: i }));
  // No render: DataTable's one rule for server-described cells (numbers in ru-RU, ids and codes as they came).
  const columns: Column<IndexedRow>[] = result.columns.map((c) => ({ key: c.key, title: c.title }));
  const exportRows = async () => {
    // A 8: an empty result is not exported.
    if (result.rows.length === 0) {
      void notify.alert(RESULT_TEXT.noData);
      return;
    }
    setExporting(true);
    try {
      await exportToExcel(`${exportName}.xlsx`, result.columns.map((c) => ({ title: c.title, value: (row: ResultRow) => (typeof row[c.key] === 'boolean' ? String(row[c.key]) : (row[c.key] as string | number | null)) })), result.rows);
    } catch (error) {
      notify.error(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="d-flex flex-column gap-2">
      {exportName !== undefined && (
        <div>
          <button type="button" className="btn btn-outline-success btn-sm" disabled={exporting} aria-busy={exporting || undefined} onClick={() => void exportRows()}>
            {RESULT_TEXT.export}
          </button>
        </div>
      )}
      <DataTable rows={rows} columns={columns} rowKey={(row) => row.__row} caption={RESULT_TEXT.caption} empty={RESULT_TEXT.noData} maxHeight={550} />
    </div>
  );
}
