import { waitFor } from '@testing-library/react';
import { CREATIVE_COUNTER_ERRORS } from '@fixtures/server/routes/creative-verifier-counters';
import { backend } from '@test/setup';
import { countersOf, creativeVerifierCountersApi } from './api';
import { CreativeVerifierCountersStore } from './CreativeVerifierCountersStore';

async function started(id: number, editable: boolean) {
  window.history.replaceState(null, '', `/creatives/verifier-counters/?id=${id}`);
  const store = new CreativeVerifierCountersStore(creativeVerifierCountersApi(), id, editable);
  const stop = store.page.start();
  await waitFor(() => expect(store.page.state).toBe('ready'));
  return { store, stop };
}

describe('CreativeVerifierCountersStore', () => {
  it('the flight’s counters named from the dictionary; one added, one taken off, a picked one sent too: PUT {counter_id}', async () => {
    const { store, stop } = await started(1, true);
    expect(backend.last('GET', '/creatives/1/verifier-counters')).toBeDefined();
    expect(backend.last('GET', '/api/hb/verifier-counters')).toBeDefined();
    expect(store.chosen.map((c) => c.name)).toEqual(['Weborama: показы', 'Adriver: клики', 'IAS: видимость <b>разметка</b> & «кавычки»']);
    expect(store.addOptions.map((o) => o.value)).not.toContain(2);

    store.form.set('add_counter_id', 3);
    store.add();
    expect(store.form.values).toEqual({ counter_ids: [1, 2, 4, 3], add_counter_id: null });
    store.remove(1);
    store.form.set('add_counter_id', 5);
    await store.save();
    expect(backend.last('PUT', '/creatives/1/verifier-counters').body).toEqual({ counter_id: [2, 4, 3, 5] });
    expect(store.form.values).toEqual({ counter_ids: [2, 4, 3, 5], add_counter_id: null });
    expect(store.form.dirty).toBe(false);
    stop();
  });

  it('without the edit flag nothing changes and nothing is sent; a refused id keeps the edits with its message', async () => {
    const readOnly = await started(3, false);
    expect(readOnly.store.chosen).toEqual([]);
    readOnly.store.form.set('add_counter_id', 3);
    readOnly.store.add();
    await readOnly.store.save();
    expect(readOnly.store.form.values.counter_ids).toEqual([]);
    expect(backend.all('PUT', '/creatives/3/verifier-counters')).toHaveLength(0);
    readOnly.stop();

    const { store, stop } = await started(2, true);
    store.form.set('counter_ids', [3, 999]);
    await store.save();
    expect(store.form.errors.counter_id).toBe(CREATIVE_COUNTER_ERRORS.unknown(999));
    expect(store.form.values.counter_ids).toEqual([3, 999]);
    expect(store.chosen.map((c) => c.name)).toContain('#999');
    stop();
  });

  it('reads ids or records, each once; anything else is left out', () => {
    expect(countersOf([1, '2', { counter_id: 3, name: 'Три' }, { id: 4 }, 1, null, 'x', -5])).toEqual({ counterIds: [1, 2, 3, 4], named: [{ id: 3, name: 'Три', description: '' }] });
    expect(countersOf({ nope: true })).toEqual({ counterIds: [], named: [] });
  });

  it('issue 41: on the existing backend without a printed flight the counters still load, the heading goes without the name', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = await started(1, true);
    expect(backend.last('GET', '/creatives/1').status).toBeGreaterThanOrEqual(400);
    expect(store.savedName).toBe('');
    expect(store.chosen.map((c) => c.name)).toContain('Adriver: клики');
    stop();
  });

  it('issue 41: the printed flight names the heading, no read call', async () => {
    backend.setModes({ strict: true });
    window.history.replaceState(null, '', '/creatives/verifier-counters/?id=1');
    const store = new CreativeVerifierCountersStore(creativeVerifierCountersApi(), 1, true, backend.db.collection('creatives', { key: 'creative_id' }).get(1));
    const stop = store.page.start();
    await waitFor(() => expect(store.page.state).toBe('ready'));
    expect(backend.all('GET', '/creatives/1')).toHaveLength(0);
    expect(store.savedName).toBe('Осенняя распродажа — баннер 240×400');
    stop();
  });
});
