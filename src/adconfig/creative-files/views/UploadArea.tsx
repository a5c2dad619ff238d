import { observer } from 'mobx-react-lite';
import { FileDropZone } from '@ui/FileDropZone';
import type { CreativeFilesStore } from '../CreativeFilesStore';
import { TEXTS } from '../texts';

/** Drop or choose several files; while they go, a bar with how many have arrived. */
export const UploadArea = observer(function UploadArea({ store }: { store: CreativeFilesStore }) {
  const { progress } = store;
  return (
    <FileDropZone label="Загрузка файлов" hint={TEXTS.drop} chooseLabel={TEXTS.choose} onFiles={(files) => void store.upload(files)} disabled={store.uploading}>
      {progress && (
        <div className="mt-3">
          <div className="small mb-1" aria-live="polite">
            {TEXTS.uploading(progress.done, progress.total)}
          </div>
          <div className="progress" role="progressbar" aria-label="Загрузка файлов" aria-valuenow={store.percent} aria-valuemin={0} aria-valuemax={100}>
            <div className="progress-bar" style={{ width: `${store.percent}%` }} />
          </div>
        </div>
      )}
    </FileDropZone>
  );
});
