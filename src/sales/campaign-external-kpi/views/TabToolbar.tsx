import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { FileInput } from '@ui/FileInput';
import { SaveButton } from '@ui/FormModal';
import type { CampaignExternalKpiStore, KpiTab } from '../CampaignExternalKpiStore';
import { TEXTS } from '../texts';
import { RenameDetail } from './RenameDetail';

/** Above a tab's grid: Save (the tab's changed cells), the statistics import, and a breakdown's delete. */
export const TabToolbar = observer(function TabToolbar({ store, tab }: { store: CampaignExternalKpiStore; tab: KpiTab }) {
  const fileId = useId();
  const errorId = `${fileId}-error`;
  const [file, setFile] = useState<File | null>(null);
  // A new key clears the chosen file after an import, so a second click does not import it again.
  const [fileKey, setFileKey] = useState(0);
  const importing = store.importing.has(tab.key);
  const error = store.importErrorOf(tab.key);
  const importFile = async () => {
    if (!(await store.importFile(tab.key, file))) return;
    setFile(null);
    setFileKey((k) => k + 1);
  };
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <SaveButton saving={store.isSaving(tab.key)} onClick={() => void store.save(tab.key)} />
      <div className="d-flex align-items-end gap-2">
        <div>
          <label htmlFor={fileId} className="form-label small mb-1">
            {TEXTS.importLabel}
          </label>
          <FileInput
            key={fileKey}
            id={fileId}
            size="sm"
            accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(files) => setFile(files[0] ?? null)}
          />
        </div>
        <button type="button" className="btn btn-outline-secondary btn-sm" disabled={importing} onClick={() => void importFile()}>
          {importing && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {TEXTS.importButton}
        </button>
      </div>
      {error && (
        <div id={errorId} className="text-danger small w-100">
          {error}
        </div>
      )}
      {tab.detail && (
        <div className="d-flex flex-wrap align-items-end gap-2 ms-auto">
          <RenameDetail key={tab.detail.id} store={store} detail={tab.detail} />
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => tab.detail && void store.deleteDetail(tab.detail)}>
            {TEXTS.deleteDetail}
          </button>
        </div>
      )}
    </div>
  );
});
