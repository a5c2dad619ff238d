import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { HashTabs } from '@ui/HashTabs';
import { ListTable } from '@ui/ListTable';
import { fetchTags, TagList } from '@images/shared/tags';
import { moderationUserApi } from './api';
import { ModerationUserStore } from './ModerationUserStore';
import type { ModerationUserProps } from './props';
import { TEXT } from './texts';
import { actionColumns } from './views/actionColumns';
import { imageColumns } from './views/imageColumns';
import { UserHeading } from './views/UserHeading';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { ModerationUserProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const moderationUserStore = ({ urlPath = '' }: ModerationUserProps) => new ModerationUserStore(moderationUserApi(), new TagList(() => fetchTags(urlPath)));

/** I 2.5: a user's moderation, images and actions tabs with pages of 50, the tab in the hash. */
export const ModerationUserScreen: (props: ModerationUserProps & GivenStore<ModerationUserStore>) => ReactNode = observer(function ModerationUserScreen(props: ModerationUserProps & GivenStore<ModerationUserStore>) {
  const { urlPath = '' } = props;
  const store = useScreenStore(props.store, () => moderationUserStore(props));
  const images = useMemo(() => imageColumns(urlPath), [urlPath]);
  const actions = useMemo(() => actionColumns(store.tagNames, urlPath), [store, urlPath]);
  return (
    <div>
      <UserHeading store={store} />
      <HashTabs
        state={store.filters}
        field="tab"
        tabs={[
          {
            key: 'images',
            title: TEXT.tabs.images,
            content: () => <ListTable list={store.images} columns={images} rowKey={(row) => row.id} caption={TEXT.imagesCaption} empty={TEXT.emptyImages} />,
          },
          {
            key: 'actions',
            title: TEXT.tabs.actions,
            content: () => <ListTable list={store.actions} columns={actions} rowKey={(row) => row.log_id} caption={TEXT.actionsCaption} empty={TEXT.emptyActions} />,
          },
        ]}
      />
    </div>
  );
});
