import { observer } from 'mobx-react-lite';
import { pagePath } from '@core/basePath';
import { LAST_SEGMENT, pathId, recordTarget, type RecordTarget } from '@core/record';
import { safeHref } from '@core/safeUrl';
import { RecordForm } from '@ui/record/RecordForm';
import { handbookValueApi } from '@adconfig/shared/handbookValue/api';
import { HandbookValueEditStore } from './HandbookValueEditStore';
import { EXTENSIONS, type HandbookValueEditProps } from './props';
import { TEXT } from './texts';
import { ChannelsTab } from './views/ChannelsTab';
import { DescriptionTab } from './views/DescriptionTab';
import { IndexTab } from './views/IndexTab';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { HandbookValueEditProps };

/** /preferences/handbook-values/{id}/{value_id}: the last segment is the value's id. */
const pageTarget = (): RecordTarget => recordTarget(pathId(LAST_SEGMENT));
/** The handbook's values page: the path without /{value_id}. */
const valuesPage = (): string => pagePath().replace(/\/[^/]*$/, '');

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const handbookValueEditStore = ({ urlPath, extensions, record, organizations }: HandbookValueEditProps) =>
  recordPage({ editOnly: true, target: pageTarget, badId: TEXT.badId, store: (id: number) => new HandbookValueEditStore(handbookValueApi(urlPath, { record, organizations }), id, extensions ?? EXTENSIONS) });

/** A 2 generic handbook value edit: index and extension tabs in the hash, one Save. */
export function HandbookValueEditScreen(props: HandbookValueEditProps & GivenStore<ReturnType<typeof handbookValueEditStore>>) {
  const { listUrl } = props;
  return (
    <RecordPage page={useScreenStore(props.store, () => handbookValueEditStore(props))}>
      {(store) => <HandbookValueEdit store={store} back={safeHref(listUrl) ?? valuesPage()} />}
    </RecordPage>
  );
}

const HandbookValueEdit = observer(function HandbookValueEdit({ store, back }: { store: HandbookValueEditStore; back: string }) {
  const record = store.record;
  return (
    <RecordForm
      store={store}
      field="tab"
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
      back={{ href: back, label: TEXT.back }}
    />
  );
});
