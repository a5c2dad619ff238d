import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { FIELD_ERRORS, type BannerTypeField as SeedField } from '@fixtures/server/routes/banner-type-fields';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { bannerTypeFieldsApi } from './api';
import { BannerTypeFieldsStore } from './BannerTypeFieldsStore';

const PAGE = '/preferences/banners-types/1/fields';
const seedOfType = () => backend.db.collection<SeedField>('banner-type-fields').find((f) => f.banner_type_id === 1);

async function started(at = PAGE, url?: string) {
  window.history.replaceState(null, '', at);
  const store = new BannerTypeFieldsStore(bannerTypeFieldsApi(url));
  const stop = store.start();
  await waitFor(() => expect(store.table.list.loaded).toBe(true));
  return { store, stop };
}

describe('BannerTypeFieldsStore', () => {
  it('loads the fields of the page path in their order, with the full keys built from the parents', async () => {
    const { store, stop } = await started();
    const request = backend.last('GET', PAGE);
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(request.query.rnd).toMatch(/^\d+$/);
    const rows = store.order.rows;
    expect(rows.map((r) => r.id)).toEqual(seedOfType().map((f) => f.id));
    const click = rows.find((r) => r.alias === 'click');
    if (!click) throw new Error('seed: click');
    expect(store.fullKey(click)).toBe('tracking.click');
    expect(store.typeLabel('url')).toBe('Ссылка');
    stop();
  });

  it('saves a move with the whole order (POST {url}/sort) and reloads; a failed sort puts the rows back with the error', async () => {
    const { store, stop } = await started();
    const before = store.order.rows.map((r) => r.id);
    const [first, second, third] = before;
    expect(await store.order.move(first, third)).toBe(true);
    const expected = [second, third, first, ...before.slice(3)];
    const sort = backend.last('POST', `${PAGE}/sort`);
    expect(sort.body).toEqual({ order: expected });
    expect(sort.headers['content-type']).toMatch(/^application\/json/);
    expect(store.order.rows.map((r) => r.id)).toEqual(expected);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Порядок полей сохранён'] });

    backend.fail('POST', `${PAGE}/sort`, { success: false, message: FIELD_ERRORS.order });
    expect(await store.order.move(second, first)).toBe(false);
    expect(store.order.rows.map((r) => r.id)).toEqual(expected);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger', title: 'Ошибка', lines: [FIELD_ERRORS.order] });
    stop();
  });

  it('adds under a parent: both required messages first, then POST; edits keep the params and engines', async () => {
    const { store, stop } = await started();
    const { editor } = store;
    editor.openCreate();
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors).toEqual({ name: FIELD_ERRORS.name, alias: FIELD_ERRORS.alias });
    const tracking = store.table.list.rows.find((r) => r.alias === 'tracking');
    if (!tracking) throw new Error('seed: tracking');
    editor.form.set('name', ' Пиксель досмотра ');
    editor.form.set('alias', 'view');
    editor.form.set('type', 'url');
    editor.form.set('parent_id', String(tracking.id));
    expect(await editor.save()).toBe(true);
    expect(backend.last('POST', PAGE).body).toEqual({ name: 'Пиксель досмотра', alias: 'view', type: 'url', parent_id: tracking.id, default_value: null, params: { required: false }, adv_engines: [], engines: [] });
    const added = store.table.list.rows.find((r) => r.alias === 'view');
    if (!added) throw new Error('the added field is listed');
    expect(store.fullKey(added)).toBe('tracking.view');

    // A parent may not hang under its own child.
    store.editor.openEdit(tracking);
    expect(store.parentOptions.map((r) => r.id)).not.toContain(added.id);
    expect(store.parentOptions.map((r) => r.id)).not.toContain(tracking.id);
    store.editor.form.set('default_value', 'https://example.org/px');
    expect(await store.editor.save()).toBe(true);
    expect(backend.last('PUT', `${PAGE}/${tracking.id}`).body).toMatchObject({ name: tracking.name, parent_id: null, default_value: 'https://example.org/px', params: { required: false }, engines: [] });
    stop();
  });

  it('deletes after the confirmation; uses the url prop when given', async () => {
    backend.fail('GET', '/office/fields', { success: true, data: [{ id: 3, name: 'Поле', alias: 'a', parent_id: 3 }, { name: 'без id' }, 7] });
    const other = await started(PAGE, '/office/fields');
    expect(other.store.order.rows.map((r) => [r.id, other.store.fullKey(r)])).toEqual([[3, 'a']]);
    other.stop();
    backend.reset();

    const { store, stop } = await started();
    const [row] = store.table.list.rows;
    const removing = store.table.remove(row);
    expect(await answerConfirm(true)).toEqual({ title: `Удаление поля «${row.name}»`, message: 'Вы уверены?' });
    expect(await removing).toBe(true);
    expect(backend.last('DELETE', `${PAGE}/${row.id}`).status).toBe(200);
    expect(store.table.list.rows.map((r) => r.id)).not.toContain(row.id);
    stop();
  });

  it('edits params (required, min, max, select options), adv_engines and engines; keeps params it does not edit; a parent must be a group', async () => {
    backend.fail('GET', PAGE, {
      success: true,
      data: [
        { id: 1, name: 'Группа', alias: 'grp', type: 'group', parent_id: null, params: {} },
        { id: 2, name: 'Цвет', alias: 'color', type: 'select', parent_id: null, params: { options: { blue: 'Синий' }, hint: 'оставить' }, adv_engines: [3], engines: [] },
        { id: 3, name: 'Ширина', alias: 'width', type: 'int', parent_id: null, params: { required: 1, min: 1 } },
      ],
    });
    backend.fail('PUT', `${PAGE}/2`, { success: true, data: null });
    backend.fail('PUT', `${PAGE}/3`, { success: true, data: null });
    const { store, stop } = await started();
    const [, color, width] = store.table.list.rows;
    const { editor } = store;
    editor.openEdit(color);
    expect(editor.form.values).toMatchObject({ required: false, options: 'blue = Синий', adv_engines: '3', engines: '' });
    // Only groups can hold fields.
    expect(store.parentOptions.map((r) => r.alias)).toEqual(['grp']);
    editor.form.set('required', true);
    editor.form.set('options', 'blue = Синий\n red = Красный \n\nblue = ещё раз');
    editor.form.set('adv_engines', '3, 5');
    editor.form.set('engines', 'x');
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors).toEqual({ engines: 'Необходимо корректно заполнить поле с идентификаторами!' });
    editor.form.set('engines', '7');
    editor.form.set('parent_id', '1');
    expect(await editor.save()).toBe(true);
    expect(backend.last('PUT', `${PAGE}/2`).body).toEqual({
      id: 2,
      name: 'Цвет',
      alias: 'color',
      type: 'select',
      parent_id: 1,
      default_value: null,
      params: { hint: 'оставить', required: 1, options: [{ value: 'blue', label: 'Синий' }, { value: 'red', label: 'Красный' }] },
      adv_engines: [3, 5],
      engines: [7],
    });

    editor.openEdit(width);
    expect(editor.form.values).toMatchObject({ required: true, min: '1', max: '' });
    editor.form.set('max', '0');
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors).toEqual({ min: 'Минимум больше максимума' });
    editor.form.set('max', '2000');
    // A parent that is not a group is refused.
    editor.form.set('parent_id', '2');
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors).toEqual({ parent_id: 'Родителем может быть только группа' });
    editor.form.set('parent_id', '');
    expect(await editor.save()).toBe(true);
    expect(backend.last('PUT', `${PAGE}/3`).body).toMatchObject({ params: { required: 1, min: 1, max: 2000 } });
    stop();
  });
});
