import { EVENT_LOG_TEXTS } from '@fixtures/server/routes/event-log-import';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { eventLogImportApi, resultOf } from './api';
import { EventLogImportStore, hourOf } from './EventLogImportStore';

const csv = (text: string, name = 'events.csv') => new File([text], name, { type: 'text/csv' });

function store(urlPath?: string) {
  window.history.replaceState(null, '', '/eventslog/import');
  return new EventLogImportStore(eventLogImportApi(urlPath));
}

describe('EventLogImportStore', () => {
  it('starts with the default hour 11; reads hours 0..23 only', () => {
    expect(store().form.values).toEqual({ file: null, description: '', default_hour: '11' });
    expect(['0', ' 7 ', '23', '24', '-1', '1.5', 'abc', ''].map(hourOf)).toEqual([0, 7, 23, null, null, null, null, null]);
    expect(store('/office').templateUrl).toBe('/office/eventslog/download-example-import');
  });

  it('needs a file and a whole hour; sends nothing until then', async () => {
    const s = store();
    s.form.set('default_hour', '25');
    expect(await s.submit()).toBe(false);
    expect(s.form.errors).toEqual({ file: 'Выберите файл для импорта', default_hour: 'Час — целое число от 0 до 23' });
    expect(backend.all('POST', '/eventslog/import')).toHaveLength(0);
  });

  it('POSTs multipart import, description, default_hour; shows the result, clears the form', async () => {
    const s = store();
    s.form.set('file', csv('creative_id;event_id;date;hour\n101;5;01.11.2026;9\n101;7;01.11.2026;\nплохая строка\n'));
    s.form.set('description', '  Ноябрь ');
    s.form.set('default_hour', '8');
    expect(await s.submit()).toBe(true);
    const request = backend.last('POST', '/eventslog/import');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    // FormData: the file under `import` (jsdom's adapter reads the form back into fields).
    expect(request.body).toMatchObject({ import: { name: 'events.csv' }, description: 'Ноябрь', default_hour: '8' });
    expect(s.result).toEqual({ message: EVENT_LOG_TEXTS.done(2), total: 3, imported: 2, skipped: 1, errors: [{ line: 3, message: EVENT_LOG_TEXTS.badLine }] });
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: [EVENT_LOG_TEXTS.done(2)] });
    expect(s.form.values).toEqual({ file: null, description: '', default_hour: '11' });
    expect(s.form.dirty).toBe(false);
  });

  it('a refused import keeps the file, the description and the hour; the server error shows', async () => {
    const s = store();
    const file = csv('creative_id;event_id;date\n');
    s.form.set('file', file);
    s.form.set('description', 'Пустой');
    expect(await s.submit()).toBe(false);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger', title: 'Ошибка' });
    expect(s.form.values.file).toBe(file);
    expect(s.form.values.description).toBe('Пустой');
    expect(s.form.dirty).toBe(true);
    expect(s.result).toBeNull();
  });

  it('reads an untrusted answer: absurd counts unknown, empty error lines dropped', () => {
    expect(resultOf({ total: -3, imported: 'x', errors: [{ line: 2, message: '' }, { message: 'нет даты' }, 5] }, undefined)).toEqual({
      message: null,
      total: null,
      imported: null,
      skipped: null,
      errors: [{ line: null, message: 'нет даты' }],
    });
  });
});
