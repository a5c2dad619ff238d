import { notify } from '../notify';
import { allowConsoleErrors, backend } from '@test/setup';
import { ColumnSettings } from './ColumnSettings';
import { pageSettingsApi } from './pageSettings';

const API = '/api/user/page-settings';
const columns = ['id', 'name', 'agency', 'status'].map((field) => ({ field, title: field.toUpperCase(), isCard: false, sortable: false }));

describe('ColumnSettings', () => {
  it('arranges the columns as saved for the page (order of the map, hidden ones out, new ones after) and saves the dialog’s choices', async () => {
    backend.fail('GET', API, { success: true, data: { status: 1, name: 0, id: 1, gone: 1, odd: 'x' } });
    const settings = new ColumnSettings(pageSettingsApi(), 'report-page');
    await settings.load();
    expect(backend.last('GET', API).query).toEqual({ action: 'report-page' });
    expect(settings.arrange(columns).map((c) => c.field)).toEqual(['status', 'id', 'agency']);

    settings.open(columns);
    expect(settings.draft?.map((c) => [c.field, c.visible])).toEqual([['status', true], ['name', false], ['id', true], ['agency', true]]);
    settings.toggle('name');
    settings.move('agency', -1);
    settings.move('status', -1); // already first: nothing
    backend.standIn.faults.clear();
    expect(await settings.save()).toBe(true);
    expect(backend.last('POST', API).body).toEqual({ action: 'report-page', settings: { status: 1, name: 1, agency: 1, id: 1 } });
    expect(Object.keys(backend.last('POST', API).body as object)).toEqual(['action', 'settings']);
    expect(settings.isOpen).toBe(false);
    expect(settings.arrange(columns).map((c) => c.field)).toEqual(['status', 'name', 'agency', 'id']);
  });

  it('keeps the dialog and its choices when the save fails, and the default columns when the read fails', async () => {
    allowConsoleErrors(/./);
    backend.fail('GET', `/office${API}`, { success: false, message: 'Нет доступа к настройкам' });
    const settings = new ColumnSettings(pageSettingsApi('/office'), 'p');
    await settings.load();
    expect(notify.toasts.at(-1)?.lines).toEqual(['Нет доступа к настройкам']);
    expect(settings.arrange(columns)).toEqual(columns);
    settings.open(columns);
    settings.toggle('id');
    backend.fail('POST', `/office${API}`, { success: false, message: 'Не сохранилось' });
    expect(await settings.save()).toBe(false);
    expect(settings.isOpen).toBe(true);
    expect(settings.draft?.[0]).toMatchObject({ field: 'id', visible: false });
  });
});
