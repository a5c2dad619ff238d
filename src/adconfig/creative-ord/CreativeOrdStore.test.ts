import { waitFor } from '@testing-library/react';
import { ORD_ERRORS } from '@fixtures/server/routes/creative-ord';
import { backend } from '@test/setup';
import { answerConfirm } from '@test/dialogs';
import { creativeOrdApi } from './api';
import { CreativeOrdStore } from './CreativeOrdStore';
import { creativeOf } from '@adconfig/shared/creative/creative';

async function started(id: number) {
  window.history.replaceState(null, '', `/creatives/settings/ord/?id=${id}`);
  const store = new CreativeOrdStore(creativeOrdApi(), id);
  const stop = store.page.start();
  await waitFor(() => expect(store.page.state).toBe('ready'));
  return { store, stop };
}

describe('CreativeOrdStore', () => {
  it('ids set: locked; unlocking asks (no: still locked), Shift skips the question; saved, locked again', async () => {
    const { store, stop } = await started(1);
    expect(backend.last('GET', '/creatives/1')).toBeDefined();
    expect(store.form.values).toEqual({ ord_erid: '2SDnjcR4Jxk', ord_creative_id: 'CR-0001' });
    expect(store.lock.locked).toBe(true);

    const refused = store.lock.unlock();
    expect(await answerConfirm(false)).toEqual({ title: 'Подтверждение', message: 'Идентификаторы уже переданы в ОРД. Разблокировать форму для изменения?' });
    expect(await refused).toBe(false);
    expect(store.lock.locked).toBe(true);

    expect(await store.lock.unlock(true)).toBe(true);
    expect(store.lock.locked).toBe(false);
    store.form.set('ord_creative_id', '  ');
    store.form.set('ord_erid', ' Kra23f4Tz9 ');
    await store.save();
    expect(backend.last('POST', '/creatives/settings/ord/1').body).toEqual({ ord_erid: 'Kra23f4Tz9', ord_creative_id: null });
    expect(store.lock.locked).toBe(true);
    expect(store.form.dirty).toBe(false);
    stop();
  });

  it('no ids yet: open; a server error stays under its field and the form stays open', async () => {
    const { store, stop } = await started(2);
    expect(store.lock.locked).toBe(false);
    store.form.set('ord_erid', 'не латиница');
    await store.save();
    expect(store.form.errors.ord_erid).toBe(ORD_ERRORS.erid);
    expect(store.lock.locked).toBe(false);
    expect(store.form.dirty).toBe(true);
    stop();
  });

  it('issue 41: on the existing backend it takes the printed flight, asks no read call; a bare save clears the unsaved mark', async () => {
    backend.setModes({ strict: true });
    window.history.replaceState(null, '', '/creatives/settings/ord/?id=2');
    const store = new CreativeOrdStore(creativeOrdApi(), 2, creativeOf(backend.db.collection('creatives', { key: 'creative_id' }).get(2)));
    const stop = store.page.start();
    await waitFor(() => expect(store.page.state).toBe('ready'));
    expect(backend.all('GET', '/creatives/2')).toHaveLength(0);
    store.form.set('ord_erid', 'Kra23f4Tz9');
    await store.save();
    expect(backend.last('POST', '/creatives/settings/ord/2').status).toBe(200);
    expect(store.form.dirty).toBe(false);
    stop();
  });
});
