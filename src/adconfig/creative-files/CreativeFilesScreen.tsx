import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { queryParam } from '../../core/basePath';
import { ListTable } from '../../ui/ListTable';
import { useStarted } from '../../ui/useStarted';
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

/** A 2 creative files of the creative ?id=: upload area, the list, delete selected or all, the zip. */
export function CreativeFilesScreen({ urlPath }: CreativeFilesProps) {
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
  return <CreativeFiles api={api} />;
}

const CreativeFiles = observer(function CreativeFiles({ api }: { api: CreativeFilesApi }) {
  const [store] = useState(() => new CreativeFilesStore(api));
  useStarted(store);
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
