import { waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { fetchTags, TagList } from '@images/shared/tags';
import { moderationUserApi } from './api';
import { ModerationUserStore } from './ModerationUserStore';

const USER = '/statistics/inimage/moderation/user/1';
const makeStore = () => new ModerationUserStore(moderationUserApi(), new TagList(() => fetchTags()));

describe('ModerationUserStore', () => {
  it('loads the open tab only, 50 a page with rnd and the headers; a tab change loads the other from page 1 and keeps both in the hash', async () => {
    window.history.replaceState(null, '', `${USER}/images#p=2`);
    const store = makeStore();
    const stop = store.start();
    await waitFor(() => expect(store.images.loaded).toBe(true));
    const request = backend.last('GET', `${USER}/images`);
    expect(request.query).toEqual({ page: '2', per_page: '50', rnd: expect.stringMatching(/^\d+$/) });
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.images.rows).toHaveLength(20);
    expect(store.images.total).toBe(70);
    expect(store.user).toEqual({ user_id: 1, user_login: 'o.ivanov1' });
    expect(backend.all('GET', `${USER}/actions`)).toHaveLength(0);
    await waitFor(() => expect(store.tagNames.name(1)).toBe('Автомобили'));

    store.filters.set({ tab: 'actions' });
    await waitFor(() => expect(store.actions.loaded).toBe(true));
    expect(backend.last('GET', `${USER}/actions`).query).toMatchObject({ page: '1', per_page: '50' });
    expect(window.location.hash).toBe('#actions');
    expect(store.actions.total).toBe(80);
    const dates = store.actions.rows.map((r) => r.created);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(store.actions.rows[0]).toMatchObject({ user_id: 1, before: { tags: expect.any(Array) }, after: { tags_include: expect.any(Array) } });
    store.actions.setPage(2);
    await waitFor(() => expect(backend.last('GET', `${USER}/actions`).query).toMatchObject({ page: '2' }));
    expect(window.location.hash).toBe('#actions?p=2');
    stop();
  });
});
