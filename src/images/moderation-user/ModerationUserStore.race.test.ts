import { expectLatestWins } from '@test/races';
import { fetchTags, TagList } from '@images/shared/tags';
import { moderationUserApi } from './api';
import { ModerationUserStore } from './ModerationUserStore';

const USER = '/statistics/inimage/moderation/user/1';
const makeStore = () => new ModerationUserStore(moderationUserApi(), new TagList(() => fetchTags()));

describe('ModerationUserStore races', () => {
  // The paginator's own binding (paging.update): setPage clamps to the page count, unknown while the first load is held.
  it('images tab: the latest page wins, the requests it replaced are aborted', async () => {
    await expectLatestWins({
      at: `${USER}/images`,
      makeStore,
      list: (store) => store.images,
      path: `${USER}/images`,
      changes: [(store) => store.images.paging.update({ page: 2 }), (store) => store.images.setPerPage('all')],
    });
    expect(window.location.hash).toBe('#pp=all');
  });

  it('actions tab: the latest page wins, the requests it replaced are aborted', async () => {
    await expectLatestWins({
      at: `${USER}/images#actions`,
      makeStore,
      list: (store) => store.actions,
      path: `${USER}/actions`,
      changes: [(store) => store.actions.paging.update({ page: 2 }), (store) => store.actions.setPerPage('all')],
    });
    expect(window.location.hash).toBe('#actions?pp=all');
  });
});
