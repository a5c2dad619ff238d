import { waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { postClickKpiApi } from '@sales/shared/post-click/api';
import { PostClickKpiStore } from '@sales/shared/post-click/PostClickKpiStore';
import { OLD_TEXTS } from './texts';

describe('the old post-click report (the shared report configured for it)', () => {
  it('has no comments panel and saves its columns under its own page key', async () => {
    window.history.replaceState(null, '', '/statistics/post-click-kpi/old/');
    const store = new PostClickKpiStore(postClickKpiApi(), { comments: false, settingsAction: OLD_TEXTS.settingsAction });
    const stop = store.start();
    await waitFor(() => expect(store.report.loaded).toBe(true));
    expect(store.comments).toBeNull();
    const [row] = store.report.rows;
    store.openComments(row); // nothing to open: no call, no crash
    expect(backend.all('GET', '/api/comments/post-click-kpi/:id')).toHaveLength(0);
    expect(backend.last('GET', '/api/user/page-settings').query).toEqual({ action: 'post-click-kpi-old' });
    stop();
  });
});
