import { ok, route } from '@fixtures/server/core';
import { createBackend } from '@fixtures/server/testing/backend';
import { createDb } from '@fixtures/server/node/seeds';
import { d } from '../decode';
import { installFetch } from '@test/setup';
import { restCollection, type CrudRow } from './restCollection';

interface Row extends CrudRow {
  name: string;
}
const rowOf = (raw: unknown): Row | null => {
  const { id, name, status } = d.record({ id: d.id, name: d.text, status: d.text })(raw);
  return id === null ? null : { id, name, status };
};

// The whole record as the backend keeps it, with a field the screen does not know.
const record = { id: 1, name: 'Сессии', status: 'active', kpi_type: 'sales' };
const second = { id: 2, name: 'Клики', status: 'active', kpi_type: 'sales' };
const probe = route('/probe', (r) => {
  r.get('', () => ok([record, second]));
  r.put('/:id', (req) => (String(req.params.id) === '2' ? ok(null) : ok({ ...record, name: 'Визиты' })));
});

function collection() {
  const backend = createBackend({ routes: [probe], makeDb: createDb });
  installFetch(backend.fetch);
  const rows = restCollection<Row, { name: string }>('/probe', { row: rowOf, status: { body: (row, status, source) => ({ ...(source ?? { name: row.name }), status }) } });
  return { backend, rows };
}

describe('restCollection: a whole-record status body', () => {
  it('gets each row as the list answered it, then as a save answered it; a bare save leaves only what the screen knows', async () => {
    const { backend, rows } = collection();
    const [row, other] = (await rows.list()).rows;
    await rows.setStatus(row, 'blocked');
    expect(backend.last('PUT', '/probe/1').body).toEqual({ ...record, status: 'blocked' });

    await rows.update(1, { name: 'Визиты' });
    await rows.setStatus(row, 'active');
    expect(backend.last('PUT', '/probe/1').body).toEqual({ ...record, name: 'Визиты', status: 'active' });

    // Answered {success: true} alone: the record as last read is stale, the body is built from the row.
    await rows.update(2, { name: 'Клики' });
    await rows.setStatus(other, 'blocked');
    expect(backend.last('PUT', '/probe/2').body).toEqual({ name: 'Клики', status: 'blocked' });
  });
});

describe('restCollection: sendsWholeRecord (issue 41)', () => {
  it('PUTs the input over the record as listed; a bare answer is the record as sent, and the next save goes over it', async () => {
    const backend = createBackend({ routes: [probe], makeDb: createDb });
    installFetch(backend.fetch);
    const rows = restCollection<Row, { name: string }>('/probe', { row: rowOf, sendsWholeRecord: true });
    await rows.list();
    const saved = await rows.update(2, { name: 'Переходы' });
    expect(backend.last('PUT', '/probe/2').body).toEqual({ ...second, name: 'Переходы' });
    expect(saved.data).toEqual({ id: 2, name: 'Переходы', status: 'active' });
    await rows.update(2, { name: 'Клики' });
    expect(backend.last('PUT', '/probe/2').body).toEqual({ ...second, name: 'Клики' });
  });
});
