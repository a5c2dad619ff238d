import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { queryParam } from '@core/basePath';
import { recordTarget, targetId } from '@core/record';
import { AddBar } from '@ui/AddBar';
import { CrudFormModal } from '@ui/CrudFormModal';
import { CrudTable } from '@ui/CrudTable';
import { BadRecordId } from '@ui/record/BadRecordId';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { closingDocumentsApi } from './api';
import { ClosingDocumentsStore } from './ClosingDocumentsStore';
import type { ClosingDocumentsProps, DocumentType } from './props';
import { DEFAULT_TYPES, ROW_LABELS, TEXTS } from './texts';
import { documentColumns } from './views/documentColumns';
import { DocumentFields } from './views/DocumentFields';

export type { ClosingDocumentsProps };

/** The media plan of the page (?id=), a positive whole number, else null. */
const mediaplanId = (): number | null => targetId(recordTarget(queryParam('id') ?? ''));

/** S 2 closing documents (acts) of a media plan: the table, the add / edit modal, delete confirmed. */
export function ClosingDocumentsScreen({ urlPath, documentTypes, store }: ClosingDocumentsProps & GivenStore<ClosingDocumentsStore | null>) {
  const [id] = useState(mediaplanId);
  if (id === null) return <BadRecordId text={TEXTS.badId} />;
  return <ClosingDocuments mediaplanId={id} urlPath={urlPath} types={documentTypes?.length ? documentTypes : DEFAULT_TYPES} given={store} />;
}

const documentsStore = (id: number, urlPath?: string) => new ClosingDocumentsStore(closingDocumentsApi(id, urlPath));

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone (none without a media plan). */
export const closingDocumentsStore = ({ urlPath }: ClosingDocumentsProps) => {
  const id = mediaplanId();
  return id === null ? null : documentsStore(id, urlPath);
};

const ClosingDocuments = observer(function ClosingDocuments({ mediaplanId: id, urlPath, types, given }: { mediaplanId: number; urlPath?: string; types: DocumentType[]; given?: ClosingDocumentsStore | null }) {
  const store = useScreenStore(given, () => documentsStore(id, urlPath));
  const columns = useMemo(() => documentColumns(types), [types]);
  return (
    <div>
      <AddBar label={TEXTS.add} onAdd={store.add} />
      <CrudTable store={store.table} columns={columns} caption={TEXTS.title} labels={ROW_LABELS} onEdit={store.editor.openEdit} empty={TEXTS.empty} paged={false} maxHeight={550} />
      <CrudFormModal store={store.editor} titles={{ create: TEXTS.createTitle, edit: TEXTS.editTitle }} size="xl">
        <DocumentFields store={store} types={types} />
      </CrudFormModal>
    </div>
  );
});
