import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { pagePath } from '../../core/basePath';
import { d } from '../../core/decode';
import { safeHref } from '../../core/safeUrl';
import { LoadFailed } from '../../ui/LoadFailed';
import { RecordForm } from '../../ui/record/RecordForm';
import { handbookValueApi } from '../shared/handbookValue/api';
import { HandbookValueEditStore } from './HandbookValueEditStore';
import { EXTENSIONS, type HandbookValueEditProps } from './props';
import { TEXT } from './texts';
import { ChannelsTab } from './views/ChannelsTab';
import { DescriptionTab } from './views/DescriptionTab';
import { IndexTab } from './views/IndexTab';
import { BadRecordId } from '../../ui/record/BadRecordId';

export type { HandbookValueEditProps };

/** /preferences/handbook-values/{id}/{value_id} → value_id (null when the path has none). */
const valueIdOfPath = (): number | null => d.id(pagePath().split('/').pop());
/** The handbook's values page: the path without /{value_id}. */
const valuesPage = (): string => pagePath().replace(/\/[^/]*$/, '');

/** A 2 generic handbook value edit: index and extension tabs in the hash, one Save. */
export function HandbookValueEditScreen(props: HandbookValueEditProps) {
  const [id] = useState(valueIdOfPath);
  if (id === null) return <BadRecordId text={TEXT.badId} />;
  return <HandbookValueEdit {...props} id={id} />;
}

const HandbookValueEdit = observer(function HandbookValueEdit({ id, urlPath, extensions, listUrl }: HandbookValueEditProps & { id: number }) {
  const [store] = useState(() => new HandbookValueEditStore(handbookValueApi(urlPath), id, extensions ?? EXTENSIONS));
  useEffect(() => store.start(), [store]);
  if (store.loadState === 'failed') return <LoadFailed onRetry={() => void store.load()} />;
  const record = store.record;
  return (
    <RecordForm
      form={store.form}
      hash={store.hash}
      field="tab"
      loading={store.loadState === 'loading'}
      heading={
        <>
          {TEXT.heading(record?.name ?? '')}
          {record?.handbookName && <small className="d-block fs-6 text-body-secondary">{`${TEXT.handbook}: ${record.handbookName}`}</small>}
        </>
      }
      content={{
        index: () => <IndexTab store={store} />,
        description: () => <DescriptionTab store={store} />,
        channels: () => <ChannelsTab store={store} />,
      }}
      onSave={store.save}
      onReload={store.load}
      back={{ href: safeHref(listUrl) ?? valuesPage(), label: TEXT.back }}
    />
  );
});
