import { expectLatestWins } from '@test/races';
import { settingsApi } from './api';
import { SettingsStore } from './SettingsStore';

describe('SettingsStore races', () => {
  it('the latest filters win: earlier searches are aborted', async () => {
    await expectLatestWins({
      at: '/preferences/i/settings',
      makeStore: () => new SettingsStore(settingsApi()),
      list: (store) => store.list,
      path: '/preferences/i/settings/search',
      changes: [
        (store) => {
          store.type('setting_type_id', '2');
          store.search();
        },
        (store) => store.list.sortBy('name'),
      ],
    });
  });
});
