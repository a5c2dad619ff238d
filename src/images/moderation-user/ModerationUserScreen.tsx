import { observer } from 'mobx-react-lite';
import { useMemo, useState, type ReactNode } from 'react';
import { HashTabs } from '../../ui/HashTabs';
import { ListTable } from '../../ui/ListTable';
import { fetchTags, TagList } from '../shared/tags';
import { moderationUserApi } from './api';
import { ModerationUserStore } from './ModerationUserStore';
import type { ModerationUserProps } from './props';
import { TEXT } from './texts';
import { actionColumns } from './views/actionColumns';
import { imageColumns } from './views/imageColumns';
import { UserHeading } from './views/UserHeading';
import { useStarted } from '../../ui/useStarted';

export type { ModerationUserProps };

/** I 2.5: a user's moderation, images and actions tabs with pages of 50, the tab in the hash. */
export const ModerationUserScreen: (props: ModerationUserProps) => ReactNode = observer(function ModerationUserScreen({ urlPath = '' }: ModerationUserProps) {
  const [store] = useState(() => new ModerationUserStore(moderationUserApi(), new TagList(() => fetchTags(urlPath))));
  useStarted(store);
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
