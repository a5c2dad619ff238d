import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { queryParam } from '@core/basePath';
import { ListTable } from '@ui/ListTable';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { creativeFilesApi, type CreativeFilesApi } from './api';
import { CreativeFilesStore } from './CreativeFilesStore';
import type { CreativeFilesProps } from './props';
import { TEXTS } from './texts';
import { fileColumns } from './views/fileColumns';
import { FilesToolbar } from './views/FilesToolbar';
import { UploadArea } from './views/UploadArea';

export type { CreativeFilesProps };

/** The creative of the page (?id=); null when it is missing or not an id. */
function creativeOf(): number | null {
  const raw = queryParam('id') ?? '';
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone (none without a creative). */
export const creativeFilesStore = ({ urlPath }: CreativeFilesProps) => {
  const id = creativeOf();
  return id === null ? null : new CreativeFilesStore(creativeFilesApi(id, urlPath));
};

/** A 2 creative files of the creative ?id=: upload area, the list, delete selected or all, the zip. */
export function CreativeFilesScreen({ urlPath, store }: CreativeFilesProps & GivenStore<CreativeFilesStore | null>) {
  const [api] = useState(() => {
    const id = creativeOf();
    return id === null ? null : creativeFilesApi(id, urlPath);
  });
  if (api === null) {
    return (
      <div className="alert alert-warning" role="alert">
        {TEXTS.noCreative}
      </div>
    );
  }
  return <CreativeFiles api={api} given={store} />;
}

const CreativeFiles = observer(function CreativeFiles({ api, given }: { api: CreativeFilesApi; given?: CreativeFilesStore | null }) {
  const store = useScreenStore(given, () => new CreativeFilesStore(api));
  return (
    <div>
      <UploadArea store={store} />
      <FilesToolbar store={store} zipUrl={api.zipUrl} />
      <ListTable
        list={store.list}
        columns={fileColumns}
        rowKey={(file) => file.name}
        rowLabel={(file) => `Выбрать файл ${file.name}`}
        caption={TEXTS.title}
        empty={TEXTS.empty}
        selection={store.selection}
        paged={false}
      />
    </div>
  );
});
