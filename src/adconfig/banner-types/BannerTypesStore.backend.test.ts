// Issue 41: on the existing backend (strict stand-in: the list answer carries the rows alone, saves answer
// {success: true}) the modal offers the templates and organizations the page printed, and a type saved back keeps
// every field the modal does not edit.
import { waitFor } from '@testing-library/react';
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { backend } from '@test/setup';
import { bannerTypesApi } from './api';
import { BannerTypesStore } from './BannerTypesStore';

const PAGE = '/preferences/banners-types';
const CHOICES = { templates: [{ template_id: 2, name: 'HTML5' }], organizations: [{ organization_id: 1, name: 'ООО «Ромашка»' }] };

async function started() {
  window.history.replaceState(null, '', PAGE);
  const store = new BannerTypesStore(bannerTypesApi(), '', CHOICES);
  const stop = store.start();
  await waitFor(() => expect(store.table.list.loaded).toBe(true));
  return { store, stop };
}

describe('BannerTypesStore on the existing backend', () => {
  it('offers the choices the page printed and saves an edited type back with what it does not edit', async () => {
    backend.setModes({ strict: true, roundTrip: true });
    const { store, stop } = await started();
    expect(store.hasTemplateChoices).toBe(true);
    expect(store.organizations).toEqual(CHOICES.organizations);
    const row = store.table.list.rows[0];
    store.editor.openEdit(row);
    expect(await store.editor.save()).toBe(true);
    const sent = backend.last('PUT', `${PAGE}/${row.id}`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ id: row.id, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE, name: row.name, oid: row.oid });
    expect(sent.body).not.toHaveProperty('organizations');
    expect(store.editor.isOpen).toBe(false);
    stop();
  });
});
