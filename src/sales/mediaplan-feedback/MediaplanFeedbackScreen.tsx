import { observer } from 'mobx-react-lite';
import { queryParam } from '@core/basePath';
import { recordTarget, type RecordTarget } from '@core/record';
import { mediaplanFeedbackApi } from './api';
import { MediaplanFeedbackStore } from './MediaplanFeedbackStore';
import type { MediaplanFeedbackProps } from './props';
import { TEXTS } from './texts';
import { ClientResult } from './views/ClientResult';
import { InternalVote } from './views/InternalVote';
import { LinkCard } from './views/LinkCard';
import { VoteDialog } from './views/VoteDialog';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { UnsavedGuard } from '@ui/UnsavedGuard';

export type { MediaplanFeedbackProps };

/** ?id={mediaplan_id}: the media plan whose feedback the tab shows. */
const pageTarget = (): RecordTarget => recordTarget(queryParam('id') ?? '');

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const mediaplanFeedbackStore = ({ urlPath }: MediaplanFeedbackProps) => recordPage({ editOnly: true, target: pageTarget, badId: TEXTS.noMediaplan, store: (id: number) => new MediaplanFeedbackStore(mediaplanFeedbackApi(urlPath), id) });

/** S 2 media plan feedback tab (?id={mediaplan_id}): the client's link and survey result, the internal rating. */
export function MediaplanFeedbackScreen(props: MediaplanFeedbackProps & GivenStore<ReturnType<typeof mediaplanFeedbackStore>>) {
  return (
    <RecordPage page={useScreenStore(props.store, () => mediaplanFeedbackStore(props))}>
      {(store) => <MediaplanFeedback store={store} />}
    </RecordPage>
  );
}

const MediaplanFeedback = observer(function MediaplanFeedback({ store }: { store: MediaplanFeedbackStore }) {
  if (store.page.state !== 'ready') return <p className="load-state text-body-secondary">{TEXTS.loading}</p>;
  return (
    <div>
      <UnsavedGuard when={() => store.dialogOpen && store.form.dirty} />
      <LinkCard store={store} />
      <ClientResult store={store} />
      <InternalVote store={store} />
      <VoteDialog store={store} />
    </div>
  );
});
