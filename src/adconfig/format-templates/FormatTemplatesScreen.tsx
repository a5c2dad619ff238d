import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { queryParam } from '@core/basePath';
import { ListTable } from '@ui/ListTable';
import { formatTemplatesApi } from './api';
import { FormatTemplatesStore, formatIdOf } from './FormatTemplatesStore';
import { formatTemplateLinks } from './links';
import type { FormatTemplatesProps } from './props';
import { TEXTS } from './texts';
import { templateColumns } from './views/templateColumns';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { FormatTemplatesProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const formatTemplatesStore = ({ urlPath, format }: FormatTemplatesProps) => new FormatTemplatesStore(formatTemplatesApi(urlPath), formatIdOf(queryParam('id')), format);

/** A 2 Other: the templates of the format in ?id=, with links to create, edit and the sales formats. */
export const FormatTemplatesScreen = observer(function FormatTemplatesScreen(props: FormatTemplatesProps & GivenStore<FormatTemplatesStore>) {
  const { urlPath } = props;
  const store = useScreenStore(props.store, () => formatTemplatesStore(props));
  const links = useMemo(() => formatTemplateLinks(urlPath), [urlPath]);
  const columns = useMemo(() => templateColumns(store, links), [store, links]);
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
