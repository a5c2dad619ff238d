import { waitFor } from '@testing-library/react';
import { CLOSING_ERRORS, type ClosingDocumentRecord } from '@fixtures/server/routes/closing-documents';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { closingDocumentsApi } from './api';
import { ClosingDocumentsStore } from './ClosingDocumentsStore';

const API = '/api/sales/mediaplans/1/closing-documents';
const seed = () => backend.db.collection<ClosingDocumentRecord>('closing-documents');

async function started(url = '/mediaplans/closing-documents/?id=1', urlPath?: string) {
  window.history.replaceState(null, '', url);
  const store = new ClosingDocumentsStore(closingDocumentsApi(1, urlPath));
  const stop = store.start();
  await waitFor(() => expect(store.table.list.state).toBe('ready'));
  return { store, stop };
}

describe('ClosingDocumentsStore', () => {
  it("loads the plan's acts with the ajax and CSRF headers; behind the site prefix; a row without an id is left out", async () => {
    const { store, stop } = await started();
    const request = backend.last('GET', API);
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.table.list.rows).toHaveLength(seed().find((d) => d.mediaplan_id === 1).length);
    expect(store.table.list.rows[0]).toMatchObject({ id: expect.any(Number), a_vat_rate: expect.any(Number), status: '' });
    stop();

    backend.fail('GET', `/office${API}`, { success: true, data: [{ id: 3, doc_number: 'А-1', amount: 'много', unit_costs: [1] }, { doc_number: 'без id' }] });
    const prefixed = await started('/mediaplans/closing-documents/?id=1', '/office');
    expect(prefixed.store.table.list.rows).toEqual([expect.objectContaining({ id: 3, doc_number: 'А-1', amount: null, unit_costs: {}, a_vat_rate: null })]);
    prefixed.stop();
  });

  it('creates: required messages, the VAT blocks typed either way (rate 20 by default), agent fields only for an agent report', async () => {
    const { store, stop } = await started();
    const { editor } = store;
    editor.openCreate();
    expect(editor.form.values).toMatchObject({ a_vat_rate: '20', f_a_vat_rate: '20', a_a_vat_rate: '20' });
    expect(editor.form.values.date_begin.slice(8)).toBe('01'); // the month before, signed today
    expect(editor.form.values.date_end < editor.form.values.date_signed).toBe(true);
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors).toEqual({
      type_id: 'Поле "Тип документа" обязательно для заполнения!',
      doc_number: 'Поле "Номер документа" обязательно для заполнения!',
      a_no_vat: 'Поле "Сумма без НДС" обязательно для заполнения!',
    });
    editor.form.set('date_signed', '');
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors.date_signed).toBe('Поле "Дата подписания" обязательно для заполнения!');

    store.typeAmount('amount', 'amount', '1000');
    expect(editor.form.values).toMatchObject({ amount: '1200.00', a_vat_amount: '200.00' });
    store.typeAmount('fullAmount', 'withVat', '1100');
    expect(editor.form.values).toMatchObject({ f_a_no_vat: '916.67', f_a_vat_amount: '183.33' });
    store.typeAmount('fullAmount', 'rate', '10');
    expect(editor.form.values).toMatchObject({ full_amount: '1008.34', f_a_vat_amount: '91.67' });
    editor.form.set('type_id', 'agent_report');
    expect(store.isAgentReport).toBe(true);
    store.typeAmount('agentAmount', 'amount', '100');
    editor.form.set('agent_doc_number', 'ОА-100');
    editor.form.set('doc_number', ' А-9000 ');
    editor.form.set('date_signed', '2026-11-30');
    editor.form.set('date_begin', '2026-11-01');
    editor.form.set('date_end', '2026-10-31');
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors).toEqual({ date_end: 'Дата окончания не может быть раньше даты начала' });
    editor.form.set('date_end', '2026-11-30');
    expect(await editor.save()).toBe(true);
    expect(backend.last('POST', API).body).toMatchObject({
      type_id: 'agent_report',
      doc_number: 'А-9000',
      amount: 1200,
      a_no_vat: 1000,
      a_vat_amount: 200,
      a_vat_rate: 20,
      full_amount: 1008.34,
      f_a_no_vat: 916.67,
      f_a_vat_rate: 10,
      agent_doc_number: 'ОА-100',
      agent_amount: 120,
      a_a_no_vat: 100,
      a_a_vat_amount: 20,
      a_a_vat_rate: 20,
      unit_cost: null,
      unit_costs: {},
      is_vat: true,
    });
    expect(store.table.list.rows.some((r) => r.doc_number === 'А-9000')).toBe(true);

    // Another act: the agent's fields are not sent.
    editor.openCreate();
    editor.form.set('type_id', 'act');
    editor.form.set('doc_number', 'А-9001');
    editor.form.set('date_signed', '2026-11-30');
    editor.form.set('date_begin', '2026-11-01');
    editor.form.set('date_end', '2026-11-30');
    store.typeAmount('amount', 'withVat', '600');
    editor.form.set('agent_doc_number', 'забытое');
    expect(await editor.save()).toBe(true);
    expect(backend.last('POST', API).body).toMatchObject({ a_no_vat: 500, amount: 600, agent_doc_number: '', agent_amount: null, a_a_vat_rate: null });
    stop();
  });

  it('unit cost: the models of unit-cost-all, then unit-cost/{model} for the period; says what is missing first', async () => {
    const { store, stop } = await started();
    const row = store.table.list.rows[0];
    store.editor.openEdit(row);
    await waitFor(() => expect(store.salesModels.state).toBe('ready'));
    expect(backend.all('GET', `${API}/unit-cost-all`)).toHaveLength(1);
    expect(store.modelOptions).toEqual(expect.arrayContaining(['CPM', 'CPC', 'CPA']));
    expect(store.salesModel).toBe('CPM'); // the act's one known model

    store.editor.form.set('date_end', '');
    await store.calculateUnitCost();
    expect(store.unitCostProblem).toBe('Укажите период акта');
    store.editor.form.set('date_end', row.date_end);
    store.chooseModel('CPC');
    await store.calculateUnitCost();
    expect(backend.last('GET', `${API}/unit-cost/CPC`).query).toEqual({ date_begin: row.date_begin, date_end: row.date_end });
    expect(store.editor.form.values.unit_cost).toMatch(/^\d+(\.\d+)?$/);
    expect(store.editor.form.values.unit_costs).toMatchObject({ CPC: Number(store.editor.form.values.unit_cost) });

    backend.fail('GET', `${API}/unit-cost/:model`, { success: false, message: CLOSING_ERRORS.model });
    await store.calculateUnitCost();
    expect(notify.toasts.at(-1)?.lines).toEqual([CLOSING_ERRORS.model]);
    store.editor.close();
    store.editor.openCreate();
    expect(store.salesModel).toBe('');
    expect(backend.all('GET', `${API}/unit-cost-all`)).toHaveLength(1); // asked once
    stop();
  });

  it("edits with PUT …/{id}; the server's field errors stay under their fields; deletes after the confirmation", async () => {
    const { store, stop } = await started();
    const [first, second] = store.table.list.rows;
    store.editor.openEdit(first);
    store.editor.form.set('doc_number', second.doc_number);
    expect(await store.editor.save()).toBe(false);
    expect(store.editor.form.errors.doc_number).toBe(CLOSING_ERRORS.duplicate);
    store.editor.form.set('doc_number', 'А-новый');
    expect(await store.editor.save()).toBe(true);
    expect(backend.last('PUT', `${API}/${first.id}`).body).toMatchObject({ doc_number: 'А-новый', a_no_vat: first.a_no_vat });

    const declined = store.table.remove(second);
    expect(await answerConfirm(false)).toEqual({ title: `Удаление акта №${second.doc_number}`, message: 'Вы уверены?' });
    expect(await declined).toBe(false);
    const removing = store.table.remove(second);
    await answerConfirm(true);
    expect(await removing).toBe(true);
    expect(backend.all('DELETE', `${API}/${second.id}`)).toHaveLength(1);
    expect(store.table.list.rows.map((r) => r.id)).not.toContain(second.id);
    stop();
  });
});
