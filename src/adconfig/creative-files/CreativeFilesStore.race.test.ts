import { answerConfirm } from '@test/dialogs';
import { expectReloadLatestWins } from '@test/races';
import { creativeFilesApi } from './api';
import { CreativeFilesStore } from './CreativeFilesStore';

describe('CreativeFilesStore races', () => {
  it('shows the files after both deletes when the first reload answers last, and aborts it', async () => {
    await expectReloadLatestWins({
      at: '/creatives/files/?id=1',
      makeStore: () => new CreativeFilesStore(creativeFilesApi(1)),
      list: (store) => store.list,
      path: '/creatives/1/files',
      actions: [
        async (store) => {
          store.selection.toggle('logo.svg');
          const done = store.removeSelected();
          await answerConfirm(true);
          return done;
        },
        async (store) => {
          store.selection.toggle('vast.xml');
          const done = store.removeSelected();
          await answerConfirm(true);
          return done;
        },
      ],
    });
  });
});
