import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { ResultView } from '@adconfig/shared/non-std-reports/ResultView';
import type { PreviewStore } from '../PreviewStore';
import { LABEL, TEXT } from '../texts';

/** Preview the report as typed (POST /preview), or build the SQL from the template and the defaults and run it; see the result (nothing here is saved). */
export const PreviewTab = observer(function PreviewTab({ preview }: { preview: PreviewStore }) {
  const sqlId = useId();
  return (
    <div className="d-flex flex-column gap-3">
      <p className="text-body-secondary mb-0">{TEXT.previewHelp}</p>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" disabled={preview.previewing} aria-busy={preview.previewing || undefined} onClick={() => void preview.previewReport()}>
          {TEXT.preview}
        </button>
        <button type="button" className="btn btn-outline-primary" disabled={preview.building} aria-busy={preview.building || undefined} onClick={() => void preview.build()}>
          {TEXT.build}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={preview.running || !preview.sql.trim()}
          aria-busy={preview.running || undefined}
          title={preview.sql.trim() ? undefined : TEXT.buildFirst}
          onClick={() => void preview.run()}
        >
          {TEXT.run}
        </button>
      </div>
      <div>
        <label htmlFor={sqlId} className="form-label">
          {LABEL.sql}
        </label>
        <textarea id={sqlId} className="form-control font-monospace" rows={8} value={preview.sql} onChange={(e) => preview.setSql(e.target.value)} spellCheck={false} />
      </div>
      {preview.result && <ResultView result={preview.result} />}
    </div>
  );
});
