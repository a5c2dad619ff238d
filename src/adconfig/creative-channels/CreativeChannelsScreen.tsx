import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { queryParam } from '@core/basePath';
import { d } from '@core/decode';
import { ListTable } from '@ui/ListTable';
import { WithSidebar } from '@ui/Sidebar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { creativeChannelsApi, creativeOf, type ChannelRow } from './api';
import { CreativeChannelsStore } from './CreativeChannelsStore';
import type { CreativeChannelsProps } from './props';
import { TEXTS } from './texts';
import { BulkMenu } from './views/BulkMenu';
import { channelColumns } from './views/channelColumns';
import { ChannelFilters } from './views/ChannelFilters';
import { CreativeCard } from './views/CreativeCard';
import { IdsModal } from './views/IdsModal';
import { LimitsModal } from './views/LimitsModal';
import { LinksModal } from './views/LinksModal';

export type { CreativeChannelsProps };

/** A 2 creative channels (?id={creative_id}). */
export function CreativeChannelsScreen(props: CreativeChannelsProps & GivenStore<CreativeChannelsStore | null>) {
  const [creativeId] = useState(() => d.id(queryParam('id')));
  if (creativeId === null) {
    return (
      <div className="alert alert-warning" role="alert">
        {TEXTS.noCreative}
      </div>
    );
  }
  return <CreativeChannels {...props} creativeId={creativeId} />;
}

type Dialog = { kind: 'limits' | 'links'; row: ChannelRow } | null;

const channelsStore = (creativeId: number, { urlPath, linkSaveUrl, creative }: CreativeChannelsProps) =>
  new CreativeChannelsStore(creativeChannelsApi(creativeId, urlPath, linkSaveUrl), creativeId, creativeOf(creative));

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone (none without a creative). */
export const creativeChannelsStore = (props: CreativeChannelsProps) => {
  const creativeId = d.id(queryParam('id'));
  return creativeId === null ? null : channelsStore(creativeId, props);
};

const CreativeChannels = observer(function CreativeChannels({ creativeId, store: given, ...props }: CreativeChannelsProps & GivenStore<CreativeChannelsStore | null> & { creativeId: number }) {
  const store = useScreenStore(given, () => channelsStore(creativeId, props));
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns = useMemo(() => channelColumns(store, { limits: (row) => setDialog({ kind: 'limits', row }), links: (row) => setDialog({ kind: 'links', row }) }), [store]);
  const close = () => setDialog(null);
  return (
    <WithSidebar sidebar={<ChannelFilters store={store} />}>
      <CreativeCard store={store} />
      <div className="d-flex mb-2">
        <div className="ms-auto">
          <BulkMenu store={store} />
        </div>
      </div>
      <ListTable list={store.list} columns={columns} rowKey={(row) => row.id} caption={TEXTS.caption} empty={TEXTS.empty} perPageChoice={false} maxHeight={550} />
      <IdsModal store={store} />
      {dialog?.kind === 'limits' && <LimitsModal store={store} row={dialog.row} onHide={close} />}
      {dialog?.kind === 'links' && <LinksModal row={dialog.row} creative={store.creative} onHide={close} />}
    </WithSidebar>
  );
});
