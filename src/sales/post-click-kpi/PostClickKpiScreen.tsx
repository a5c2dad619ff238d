import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { CommentsPanel } from '@ui/report/CommentsPanel';
import { ReportView } from '@ui/report/ReportView';
import { WithSidebar } from '@ui/Sidebar';
import { postClickKpiApi } from '@sales/shared/post-click/api';
import { PostClickKpiStore } from '@sales/shared/post-click/PostClickKpiStore';
import { TEXTS } from '@sales/shared/post-click/texts';
import { DailyClicks } from '@sales/shared/post-click/views/DailyClicks';
import { PostClickFilters } from '@sales/shared/post-click/views/PostClickFilters';
import { postClickCells } from '@sales/shared/post-click/views/postClickCells';
import type { PostClickKpiProps } from './props';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { PostClickKpiProps };

/** S 9: the table scrolls under its sticky header in a box of 550 px. */
const TABLE_HEIGHT = 550;

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const postClickKpiStore = ({ urlPath, access }: PostClickKpiProps) => new PostClickKpiStore(postClickKpiApi(urlPath), { urlPath, access: access?.objectCommentGroups });

/** S 2 post-click KPI report (new version) with the comments side panel. */
export const PostClickKpiScreen: (props: PostClickKpiProps & GivenStore<PostClickKpiStore>) => ReactNode = observer(function PostClickKpiScreen(props: PostClickKpiProps & GivenStore<PostClickKpiStore>) {
  const { urlPath } = props;
  const store = useScreenStore(props.store, () => postClickKpiStore(props));
  const cells = useMemo(() => postClickCells(store, urlPath), [store, urlPath]);
  return (
    <WithSidebar sidebar={<PostClickFilters store={store} />}>
      <ReportView store={store.report} caption={TEXTS.caption} cells={cells} empty={TEXTS.empty} height={TABLE_HEIGHT} renderDetail={(row, expanded) => <DailyClicks row={row} expanded={expanded} />} />
      {store.comments && <CommentsPanel store={store.comments} />}
    </WithSidebar>
  );
});
