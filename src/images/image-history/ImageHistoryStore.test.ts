import { waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { fetchTags, TagList } from '@images/shared/tags';
import { imageHistoryApi } from './api';
import { ImageHistoryStore } from './ImageHistoryStore';

const PAGE = '/statistics/inimage/moderation/image';

describe('ImageHistoryStore', () => {
  it('asks the page path (with rnd, the revision of the link and the headers) for the image and its changes, newest first, and the tag names', async () => {
    window.history.replaceState(null, '', `${PAGE}/1?revision=2`);
    const store = new ImageHistoryStore(imageHistoryApi(), new TagList(() => fetchTags()));
    const stop = store.start();
    await waitFor(() => expect(store.state).toBe('ready'));
    const request = backend.last('GET', `${PAGE}/1`);
    expect(request.query).toEqual({ revision: '2', rnd: expect.stringMatching(/^\d+$/) });
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.history?.image).toMatchObject({ id: 1, image_id: 100001, domain: 'auto-mir.рф', status: 'active' });
    expect(store.isDeleted).toBe(false);
    expect(store.history?.logs.map((l) => l.log_id)).toEqual([274, 259, 233, 173, 116, 76, 68, 58, 12]);
    expect(store.history?.logs[0]).toEqual({
      log_id: 274,
      image_id: 1,
      user_id: 2,
      user_login: 'a.solovyov2',
      created: '2026-11-08 23:38:00',
      before: { tags: [1], tags_include: [20, 25, 33], tags_exclude: [] },
      after: { tags: [1], tags_include: [20, 22, 25, 30, 33], tags_exclude: [] },
    });
    await waitFor(() => expect(store.tagNames.name(20)).toBe('Закат'));
    expect(store.tagNames.name(999)).toBe('Тег 999');
    stop();
  });
});
