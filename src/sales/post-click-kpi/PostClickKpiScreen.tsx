import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CommentsPanel } from '../../ui/report/CommentsPanel';
import { ReportView } from '../../ui/report/ReportView';
import { WithSidebar } from '../../ui/Sidebar';
import { postClickKpiApi } from './api';
import { PostClickKpiStore } from './PostClickKpiStore';
import type { PostClickKpiProps } from './props';
import { TEXTS } from './texts';
import { DailyClicks } from './views/DailyClicks';
import { PostClickFilters } from './views/PostClickFilters';
import { postClickCells } from './views/postClickCells';

export type { PostClickKpiProps };

/** S 9: the table scrolls under its sticky header in a box of 550 px. */
const TABLE_HEIGHT = 550;

/** S 2 post-click KPI report (new version) with the comments side panel. */
export const PostClickKpiScreen: (props: PostClickKpiProps) => ReactNode = observer(function PostClickKpiScreen({ urlPath, access }: PostClickKpiProps) {
  const [store] = useState(() => new PostClickKpiStore(postClickKpiApi(urlPath), { urlPath, access: access?.objectCommentGroups }));
  useEffect(() => store.start(), [store]);
  const cells = useMemo(() => postClickCells(store, urlPath), [store, urlPath]);
  return (
    <WithSidebar sidebar={<PostClickFilters store={store} />}>
      <ReportView store={store.report} caption={TEXTS.caption} cells={cells} empty={TEXTS.empty} height={TABLE_HEIGHT} renderDetail={(row, expanded) => <DailyClicks row={row} expanded={expanded} />} />
      <CommentsPanel store={store.comments} />
    </WithSidebar>
  );
});
