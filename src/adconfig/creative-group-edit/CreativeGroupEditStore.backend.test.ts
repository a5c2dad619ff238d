// Issue 41: on the existing backend (strict stand-in: the one-group GET answers 404, saves answer {success: true})
// the page works from the group it prints, and the group saved back keeps what the page does not know.
import { waitFor } from '@testing-library/react';
import { UNKNOWN_ENUM, UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { creativeGroupEditApi } from './api';
import { CreativeGroupEditStore } from './CreativeGroupEditStore';

const GROUPS = '/api/core/campaigns/creatives-groups';
const PRINTED = {
  id: 3, name: 'Видео с печатной страницы', campaign_id: 2, limit_date_begin: '2026-11-01', limit_date_end: '2026-12-31', description: '',
  limit_budget: 50000, limit_budget_type: 'money', limit_actions: 7, limit_actions_type: UNKNOWN_ENUM, creatives: [], [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE,
};

async function started(printed: unknown) {
  window.history.replaceState(null, '', '/creative-groups/3/edit');
  const store = new CreativeGroupEditStore(creativeGroupEditApi('', printed), 3);
  const stop = store.start();
  await waitFor(() => expect(store.page.state).not.toBe('loading'));
  return { store, stop };
}

describe('CreativeGroupEditStore on the existing backend', () => {
  it('shows the group the page printed without the GET the spec does not name, and saves it back whole', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = await started(PRINTED);
    expect(store.page.state).toBe('ready');
    expect(backend.all('GET', `${GROUPS}/3`)).toHaveLength(0);
    expect(store.heading).toBe('Группа флайтов №3: Видео с печатной страницы');
    await waitFor(() => expect(store.flightsOf).toBe(2));

    store.form.set('description', 'Из печатной страницы');
    await store.save();
    const sent = backend.last('PUT', `${GROUPS}/3`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ name: 'Видео с печатной страницы', description: 'Из печатной страницы', limit_actions: 7, limit_actions_type: UNKNOWN_ENUM, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE });
    expect(store.form.dirty).toBe(false);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success' });
    stop();
  });

  it('a printed group of another id is not this page’s: the GET asks, and without it the page says it could not load', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = await started({ ...PRINTED, id: 4 });
    expect([404, 405]).toContain(backend.last('GET', `${GROUPS}/3`).status); // the path has a PUT: the backend says 405
    expect(store.page.state).toBe('failed');
    stop();
  });
});
