import { waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { moderationUsersApi } from './api';
import { ModerationUsersStore } from './ModerationUsersStore';

const PAGE = '/statistics/inimage/moderation/users';

function startAt(url: string) {
  window.history.replaceState(null, '', url);
  const store = new ModerationUsersStore(moderationUsersApi());
  return { store, stop: store.start() };
}

describe('ModerationUsersStore', () => {
  it('asks the page path for the first 50 users, busiest first, with rnd and the ajax and CSRF headers; the hash filters go as search, page, per_page, field, order', async () => {
    const first = startAt(PAGE);
    await waitFor(() => expect(first.store.list.loaded).toBe(true));
    const request = backend.last('GET', PAGE);
    expect(request.query).toEqual({ page: '1', per_page: '50', field: 'actions', order: 'desc', rnd: expect.stringMatching(/^\d+$/) });
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(first.store.list.rows).toHaveLength(50);
    expect(first.store.list.total).toBe(62);
    expect(first.store.list.rows[0]).toMatchObject({ user_id: 1, user_login: 'o.ivanov1', images: 70, actions: 80 });
    first.stop();

    const second = startAt(`${PAGE}#q=ivanov&pp=all&f=last_action&o=asc`);
    await waitFor(() => expect(second.store.list.loaded).toBe(true));
    expect(backend.last('GET', PAGE).query).toMatchObject({ search: 'ivanov', page: '1', per_page: 'all', field: 'last_action', order: 'asc' });
    const dates = second.store.list.rows.map((r) => r.last_action);
    expect(dates.length).toBeGreaterThan(1);
    expect(second.store.list.rows.every((r) => r.user_login.includes('ivanov'))).toBe(true);
    expect(dates).toEqual([...dates].sort());
    second.store.draft.edit('q', 'smirnova');
    second.store.search();
    await waitFor(() => expect(backend.last('GET', PAGE).query).toMatchObject({ search: 'smirnova', page: '1' }));
    expect(window.location.hash).toBe('#q=smirnova&pp=all&f=last_action&o=asc');
    second.stop();
  });
});
