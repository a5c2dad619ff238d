// Issue 41 on the existing backend: the plan comes in the page's props (the GET is ours, 404 in strict mode),
// and an update goes over it: an unknown field, an unknown supercom_type and params' other keys go back.
import { waitFor } from '@testing-library/react';
import { UNKNOWN_ENUM, UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { backend } from '@test/setup';
import { mediaplanFormApi, mediaplanOf } from './api';
import { MediaplanFormStore } from './MediaplanFormStore';

describe('MediaplanFormStore on the existing backend', () => {
  it('edits the plan the page printed without a GET and saves it back whole; a bare answer is a save', async () => {
    backend.setModes({ strict: true });
    const raw = { ...(backend.db.collection<Record<string, unknown>>('mediaplan-form', { key: 'mediaplan_id' }).get(1) ?? {}), supercom_type: UNKNOWN_ENUM, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE };
    window.history.replaceState(null, '', '/mediaplans/settings/?id=1');
    const store = new MediaplanFormStore(mediaplanFormApi(), { id: 1, editUrl: (id) => `/mediaplans/settings/?id=${id}`, users: [], given: mediaplanOf(raw) });
    const stop = store.start();
    await waitFor(() => expect(store.page.state).toBe('ready'));
    expect(backend.all('GET', '/api/sales/mediaplans/1')).toHaveLength(0);
    expect(store.form.values.supercom_type).toBe(UNKNOWN_ENUM);
    store.form.set('specificity', 'Только десктоп');
    await store.save();
    const sent = backend.last('PUT', '/api/sales/mediaplans/update/1');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ specificity: 'Только десктоп', supercom_type: UNKNOWN_ENUM, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE });
    expect(store.form.dirty).toBe(false);
    stop();
  });
});
