import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { queryParam } from '../../core/basePath';
import { d } from '../../core/decode';
import { useUnsavedGuard } from '../../core/unsaved';
import { mediaplanFeedbackApi } from './api';
import { MediaplanFeedbackStore } from './MediaplanFeedbackStore';
import type { MediaplanFeedbackProps } from './props';
import { TEXTS } from './texts';
import { ClientResult } from './views/ClientResult';
import { InternalVote } from './views/InternalVote';
import { LinkCard } from './views/LinkCard';
import { VoteDialog } from './views/VoteDialog';
import { LoadFailed } from '../../ui/LoadFailed';

export type { MediaplanFeedbackProps };

const UnsavedGuard = observer(function UnsavedGuard({ store }: { store: MediaplanFeedbackStore }) {
  useUnsavedGuard(store.dialogOpen && store.form.dirty);
  return null;
});

/** S 2 media plan feedback tab (?id={mediaplan_id}): the client's link and survey result, the internal rating. */
export const MediaplanFeedbackScreen = observer(function MediaplanFeedbackScreen({ urlPath }: MediaplanFeedbackProps) {
  const [store] = useState(() => new MediaplanFeedbackStore(mediaplanFeedbackApi(urlPath), d.id(queryParam('id'))));
  useEffect(() => store.start(), [store]);

  if (store.state === 'loading') return <p className="load-state text-body-secondary">{TEXTS.loading}</p>;
  if (store.state === 'failed') {
    return <LoadFailed onRetry={store.mediaplanId !== null ? () => void store.load() : undefined} />;
  }
  return (
    <div>
      <UnsavedGuard store={store} />
      <LinkCard store={store} />
      <ClientResult store={store} />
      <InternalVote store={store} />
      <VoteDialog store={store} />
    </div>
  );
});
