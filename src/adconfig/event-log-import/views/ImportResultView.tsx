import { observer } from 'mobx-react-lite';
import { formatNumber } from '@core/format';
import type { ImportResult } from '../api';
import { TEXT } from '../texts';

const count = (n: number | null) => (n === null ? TEXT.unknown : formatNumber(n, 0));

/** The answer of the last import: its message, the counts, each refused line with its reason. */
export const ImportResultView = observer(function ImportResultView({ result }: { result: ImportResult }) {
  return (
    <section className="mt-4" aria-labelledby="event-log-import-result">
      <h3 id="event-log-import-result" className="h6">
        {TEXT.result}
      </h3>
      <div className="alert alert-success" role="status">
        {result.message ?? TEXT.done}
      </div>
      <dl className="row mb-3">
        <dt className="col-sm-3">{TEXT.total}</dt>
        <dd className="col-sm-9">{count(result.total)}</dd>
        <dt className="col-sm-3">{TEXT.imported}</dt>
        <dd className="col-sm-9">{count(result.imported)}</dd>
        <dt className="col-sm-3">{TEXT.skipped}</dt>
        <dd className="col-sm-9">{count(result.skipped)}</dd>
      </dl>
      {result.errors.length > 0 && (
        <div className="table-responsive" style={{ maxHeight: 400 }} role="region" aria-label={TEXT.errors} tabIndex={0}>
          <table className="table table-sm">
            <caption className="caption-top">{TEXT.errors}</caption>
            <thead>
              <tr>
                <th scope="col" style={{ width: '6rem' }}>
                  {TEXT.line}
                </th>
                <th scope="col">{TEXT.error}</th>
              </tr>
            </thead>
            <tbody>
              {result.errors.map((e, i) => (
                <tr key={i}>
                  <td>{e.line ?? '—'}</td>
                  <td className="text-break">{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
