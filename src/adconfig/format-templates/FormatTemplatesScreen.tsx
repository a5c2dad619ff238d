import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { queryParam } from '../../core/basePath';
import { ListTable } from '../../ui/ListTable';
import { formatTemplatesApi } from './api';
import { FormatTemplatesStore, formatIdOf } from './FormatTemplatesStore';
import { formatTemplateLinks } from './links';
import type { FormatTemplatesProps } from './props';
import { TEXTS } from './texts';
import { templateColumns } from './views/templateColumns';
import { useStarted } from '../../ui/useStarted';

export type { FormatTemplatesProps };

/** A 2 Other: the templates of the format in ?id=, with links to create, edit and the sales formats. */
export const FormatTemplatesScreen = observer(function FormatTemplatesScreen({ urlPath }: FormatTemplatesProps) {
  const [store] = useState(() => new FormatTemplatesStore(formatTemplatesApi(urlPath), formatIdOf(queryParam('id'))));
  const links = useMemo(() => formatTemplateLinks(urlPath), [urlPath]);
  const columns = useMemo(() => templateColumns(store, links), [store, links]);
  useStarted(store);
  if (store.formatId === null) return <div className="alert alert-warning">{TEXTS.noFormat}</div>;
  return (
    <div>
      {store.format?.name && (
        <p className="mb-2">
          {TEXTS.format}: <strong>{store.format.name}</strong>
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <a className="btn btn-success" href={links.create(store.formatId)}>
          {TEXTS.create}
        </a>
        <a className="ms-auto" href={links.salesFormats()}>
          {TEXTS.salesFormats}
        </a>
      </div>
      <ListTable list={store.table.list} columns={columns} rowKey={(row) => row.id} caption={TEXTS.title} empty={TEXTS.empty} paged={false} />
    </div>
  );
});
