import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { sitePath } from '@core/basePath';
import { ReportView } from '@ui/report/ReportView';
import { WithSidebar } from '@ui/Sidebar';
import { postClickKpiApi } from '@sales/shared/post-click/api';
import { PostClickKpiStore } from '@sales/shared/post-click/PostClickKpiStore';
import { TEXTS } from '@sales/shared/post-click/texts';
import { DailyClicks } from '@sales/shared/post-click/views/DailyClicks';
import { PostClickFilters } from '@sales/shared/post-click/views/PostClickFilters';
import { postClickCells } from '@sales/shared/post-click/views/postClickCells';
import type { PostClickKpiOldProps } from './props';
import { OLD_TEXTS } from './texts';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { PostClickKpiOldProps };

/** S 9: the table scrolls under its sticky header in a box of 550 px. */
const TABLE_HEIGHT = 550;

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const postClickKpiOldStore = ({ urlPath }: PostClickKpiOldProps) => new PostClickKpiStore(postClickKpiApi(urlPath), { urlPath, comments: false, settingsAction: OLD_TEXTS.settingsAction });

/**
 * S 2 post-click KPI report, old version: the shared post-click report configured without the comments
 * side panel and with its own column settings, under a notice that it is outdated with a link to the new one.
 */
export const PostClickKpiOldScreen: (props: PostClickKpiOldProps & GivenStore<PostClickKpiStore>) => ReactNode = observer(function PostClickKpiOldScreen(props: PostClickKpiOldProps & GivenStore<PostClickKpiStore>) {
  const { urlPath } = props;
  const store = useScreenStore(props.store, () => postClickKpiOldStore(props));
  const cells = useMemo(() => postClickCells(store, urlPath), [store, urlPath]);
  return (
    <WithSidebar sidebar={<PostClickFilters store={store} />}>
      <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="note">
        <span className="badge text-bg-warning">{OLD_TEXTS.outdated}</span>
        <span>{OLD_TEXTS.notice}</span>
        <a className="alert-link ms-auto" href={sitePath(OLD_TEXTS.newReportPath, urlPath)}>
          {OLD_TEXTS.newReport}
        </a>
      </div>
      <ReportView store={store.report} caption={`${TEXTS.caption} (${OLD_TEXTS.outdated.toLowerCase()})`} cells={cells} empty={TEXTS.empty} height={TABLE_HEIGHT} renderDetail={(row, expanded) => <DailyClicks row={row} expanded={expanded} />} />
    </WithSidebar>
  );
});
