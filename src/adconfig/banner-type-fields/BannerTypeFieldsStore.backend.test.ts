// Issue 41: on the existing backend (strict stand-in: the spec's fields, saves answered {success: true}) a field
// saved back keeps every field the modal does not edit, and a type the page does not know is shown as such and kept.
import { waitFor } from '@testing-library/react';
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import type { BannerTypeField as SeedField } from '@fixtures/server/routes/banner-type-fields';
import { backend } from '@test/setup';
import { bannerTypeFieldsApi } from './api';
import { BannerTypeFieldsStore } from './BannerTypeFieldsStore';

const PAGE = '/preferences/banners-types/1/fields';

async function started() {
  window.history.replaceState(null, '', PAGE);
  const store = new BannerTypeFieldsStore(bannerTypeFieldsApi());
  const stop = store.start();
  await waitFor(() => expect(store.table.list.loaded).toBe(true));
  return { store, stop };
}

describe('BannerTypeFieldsStore on the existing backend', () => {
  it('saves an edited field back with its unknown field and an unknown type as they came; a bare answer is a save', async () => {
    backend.db.collection<SeedField>('banner-type-fields').update(1, { type: 'zz-unknown' });
    backend.setModes({ strict: true, roundTrip: true });
    const { store, stop } = await started();
    const row = store.table.list.rows.find((r) => r.id === 1);
    if (!row) throw new Error('no field 1');
    expect(store.typeLabel(row.type)).toBe('Неизвестное значение (zz-unknown)');
    store.editor.openEdit(row);
    store.editor.form.set('name', 'Текст 2');
    expect(await store.editor.save()).toBe(true);
    const sent = backend.last('PUT', `${PAGE}/1`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ id: 1, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE, name: 'Текст 2', type: 'zz-unknown' });
    expect(store.editor.isOpen).toBe(false);
    stop();
  });
});
