import { observer } from 'mobx-react-lite';
import { siteUrl } from '@core/origin';
import type { CreativeFilesStore } from '../CreativeFilesStore';
import { TEXTS } from '../texts';

/** Delete the selected files, delete all, download all as zip. */
export const FilesToolbar = observer(function FilesToolbar({ store, zipUrl }: { store: CreativeFilesStore; zipUrl: string }) {
  const count = store.list.rows.length;
  const busy = store.removing || store.uploading;
  const zipHref = siteUrl(zipUrl);
  return (
    <div className="d-flex flex-wrap gap-2 my-3" role="toolbar" aria-label="Действия с файлами">
      <button type="button" className="btn btn-outline-danger" disabled={busy || store.selection.size === 0} onClick={() => void store.removeSelected()}>
        {TEXTS.deleteSelected}
        {store.selection.size > 0 && ` (${store.selection.size})`}
      </button>
      <button type="button" className="btn btn-outline-danger" disabled={busy || count === 0} onClick={() => void store.removeAll()}>
        {TEXTS.deleteAll}
      </button>
      {zipHref && count > 0 && (
        <a className="btn btn-outline-secondary ms-auto" href={zipHref} download>
          {TEXTS.zip}
        </a>
      )}
    </div>
  );
});
