import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { CrudTable } from '@ui/CrudTable';
import { redirectionChannelsApi } from './api';
import type { RedirectionChannelsProps } from './props';
import { RedirectionChannelsStore } from './RedirectionChannelsStore';
import { ROW_LABELS, TEXTS } from './texts';
import { ChannelSearch } from './views/ChannelSearch';
import { channelColumns } from './views/channelColumns';
import { CorrectionsForm } from './views/CorrectionsForm';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { RedirectionChannelsProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const redirectionChannelsStore = ({ urlPath }: RedirectionChannelsProps) => new RedirectionChannelsStore(redirectionChannelsApi(urlPath));

/** I 2.8: the table of redirection channels on the left; the search, the channels found and the corrections form on the right. */
export const RedirectionChannelsScreen = observer(function RedirectionChannelsScreen(props: RedirectionChannelsProps & GivenStore<RedirectionChannelsStore>) {
  const store = useScreenStore(props.store, () => redirectionChannelsStore(props));
  const columns = useMemo(() => channelColumns(store), [store]);
  const tableModel = useMemo(() => store.tableModel, [store]);
  return (
    <div className="row g-3">
      <div className="col-xl-8">
        <CrudTable store={tableModel} columns={columns} caption={TEXTS.tableCaption} labels={ROW_LABELS} onEdit={(row) => void store.choose(row)} empty={TEXTS.tableEmpty} paged={false} maxHeight={550} />
      </div>
      <div className="col-xl-4 d-grid gap-3 align-content-start">
        <ChannelSearch store={store} />
        <CorrectionsForm store={store} />
      </div>
    </div>
  );
});
