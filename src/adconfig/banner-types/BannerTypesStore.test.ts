import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { TYPE_ERRORS, type BannerTypeRow } from '@fixtures/server/routes/banner-types';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { bannerTypesApi } from './api';
import { BannerTypesStore } from './BannerTypesStore';

const PAGE = '/preferences/banners-types';
const seed = () => backend.db.collection<BannerTypeRow>('banner-types');

async function started(dataUrl?: string, urlPath?: string) {
  window.history.replaceState(null, '', PAGE);
  const store = new BannerTypesStore(bannerTypesApi(dataUrl), urlPath);
  const stop = store.start();
  await waitFor(() => expect(store.table.list.loaded).toBe(true));
  return { store, stop };
}

describe('BannerTypesStore', () => {
  it('loads every type from the page path with rnd and the headers; the templates and organizations of the answer; titles link to the fields', async () => {
    const { store, stop } = await started();
    const request = backend.last('GET', PAGE);
    expect(request.query.rnd).toMatch(/^\d+$/);
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.table.list.rows).toHaveLength(seed().count());
    const image = store.table.list.rows.find((r) => r.id === 1);
    if (!image) throw new Error('seed: type 1');
    expect(image).toMatchObject({ name: 'Картинка 240×400', alias: 'image_240x400', template_id: 1, oid: [1] });
    expect(store.templateName(1)).toBe('Картинка');
    expect(store.organizationNames(store.table.list.rows.find((r) => r.id === 2) ?? image)).toBe('ООО «Ромашка», АО «Медиа Плюс»');
    expect(store.fieldsHref(image)).toBe('/preferences/banners-types/1/fields');
    stop();
  });

  it('creates: both required messages first, then POST {name, alias, template_id, oid}; edits with PUT {dataUrl}/{id}', async () => {
    const { store, stop } = await started();
    const { editor } = store;
    editor.openCreate();
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors).toEqual({ name: TYPE_ERRORS.name, alias: TYPE_ERRORS.alias });
    expect(backend.all('POST', PAGE)).toHaveLength(0);
    editor.form.set('name', ' Баннер 970×250 ');
    editor.form.set('alias', 'billboard');
    editor.form.set('template_id', '2');
    store.toggleOrganization(3, true);
    store.toggleOrganization(1, true);
    store.toggleOrganization(3, false);
    expect(await editor.save()).toBe(true);
    expect(backend.last('POST', PAGE).body).toEqual({ name: 'Баннер 970×250', alias: 'billboard', template_id: 2, oid: [1] });
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', title: 'Сохранено', lines: ['Успешно сохранено'] });
    const added = store.table.list.rows.find((r) => r.alias === 'billboard');
    if (!added) throw new Error('the new type is listed');
    expect(store.organizationNames(added)).toBe('ООО «Ромашка»');

    editor.openEdit(added);
    expect(editor.form.values).toEqual({ name: 'Баннер 970×250', alias: 'billboard', template_id: '2', oid: [1], oid_text: '1' });
    editor.form.set('template_id', '');
    expect(await editor.save()).toBe(true);
    expect(backend.last('PUT', `${PAGE}/${added.id}`).body).toEqual({ id: added.id, name: 'Баннер 970×250', alias: 'billboard', template_id: null, oid: [1] });
    stop();
  });

  it("shows the server's field errors under their fields; deletes after the confirmation; goes to the dataUrl and urlPath given", async () => {
    const { store, stop } = await started();
    store.editor.openCreate();
    store.editor.form.set('name', 'Дубль');
    store.editor.form.set('alias', 'html');
    expect(await store.editor.save()).toBe(false);
    expect(store.editor.form.errors).toEqual({ alias: TYPE_ERRORS.aliasTaken });
    expect(store.editor.isOpen).toBe(true);
    store.editor.close();

    const [row] = store.table.list.rows;
    const removing = store.table.remove(row);
    expect(await answerConfirm(true)).toEqual({ title: `Удаление типа баннера «${row.name}»`, message: 'Вы уверены?' });
    expect(await removing).toBe(true);
    expect(backend.last('DELETE', `${PAGE}/${row.id}`).status).toBe(200);
    expect(store.table.list.rows.map((r) => r.id)).not.toContain(row.id);
    stop();

    backend.fail('GET', '/office/api/types', { success: true, data: [{ id: 7, name: 'Тип', alias: 't', organizations: [{ organization_id: 9, name: 'Другая' }] }, { name: 'без id' }, 5] });
    const other = await started('/office/api/types', '/office');
    expect(other.store.table.list.rows.map((r) => [r.id, r.oid, other.store.organizationNames(r), other.store.fieldsHref(r)])).toEqual([[7, [9], 'Другая', '/office/preferences/banners-types/7/fields']]);
    other.stop();
  });
});
