import { waitFor } from '@testing-library/react';
import { evaluate, FORMULA_ERRORS } from '@fixtures/server/routes/formula-edit';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { formulaApi, formulaOf, resultOf } from './api';
import { plainNumber } from '@core/format';
import { substitute, variablesOf } from './formula';
import { FormulaEditStore } from './FormulaEditStore';

const API = '/services/formulas';

async function loaded(id = 1) {
  window.history.replaceState(null, '', `/services/formulas/edit/?id=${id}`);
  const store = new FormulaEditStore(formulaApi(), id);
  await store.page.load();
  return store;
}

describe('formula helpers', () => {
  it('finds {variables} once each, reads typed numbers, substitutes them (negatives in parentheses)', () => {
    expect(variablesOf('{cpm} * {k} / 1000 + {cpm} + {1x} + {}')).toEqual(['cpm', 'k']);
    // As NumberInput takes them (issue 44), written plain for the formula: '.5' as '0.5', '7.' as '7', the typographic minus as '-'.
    expect(['1 200,5', '-3', '.5', '7.', '−2', 'abc', '', '1,2,3'].map(plainNumber)).toEqual(['1200.5', '-3', '0.5', '7', '-2', null, null, null]);
    expect(substitute('{a} - {b} * {c}', { a: '2', b: '-3' })).toBe('2 - (-3) * {c}');
    expect(evaluate('2 - (-3) * 4 / (1 + 1)')).toBe(8);
    expect(() => evaluate('1 / 0')).toThrow(FORMULA_ERRORS.divisionByZero);
  });

  it('decodes untrusted answers', () => {
    expect(formulaOf({ id: 2, name: 5, params: null })).toMatchObject({ id: 2, name: '5', val: '', description: '', storedParams: {} });
    expect(formulaOf({ name: 'без id' })).toBeNull();
    expect([12.5, 'да', null, Infinity, {}].map(resultOf)).toEqual(['12.5', 'да', null, null, null]);
  });
});

describe('FormulaEditStore', () => {
  it('loads the formula; evaluates the substituted formula with POST …/execute {formula} once every variable has a number', async () => {
    const store = await loaded(1);
    expect(backend.last('GET', `${API}/1`).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.form.values).toEqual({ name: 'Стоимость за тысячу показов', val: '{cpm} * {k} / 1000', description: 'Выплата партнёру за показы с поправочным коэффициентом' });
    expect(store.variables).toEqual(['cpm', 'k']);

    await store.evaluate();
    expect(store.checkError).toBe('Заполните значения переменных: cpm, k');
    expect(backend.all('POST', `${API}/execute`)).toHaveLength(0);

    store.setTestValue('cpm', '250');
    store.setTestValue('k', '1,2');
    expect(store.preview).toBe('250 * 1.2 / 1000');
    await store.evaluate();
    expect(backend.last('POST', `${API}/execute`).body).toEqual({ formula: '250 * 1.2 / 1000' });
    expect(store.shown).toEqual({ formula: '250 * 1.2 / 1000', result: '0.3', error: null });
    // Another value: the old result no longer stands for the formula shown.
    store.setTestValue('k', '2');
    expect(store.shown).toBeNull();
  });

  it('shows the server message when the evaluation is refused', async () => {
    const store = await loaded(2);
    store.form.set('val', '{cpc} * (');
    store.setTestValue('cpc', '3');
    await store.evaluate();
    expect(store.shown?.error).toBe(FORMULA_ERRORS.syntax);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger', lines: [FORMULA_ERRORS.syntax] });
  });

  it('saves with PUT {name, val, params: {description}}; the rules first; a server error under its field keeps the values', async () => {
    const store = await loaded(3);
    store.form.set('name', ' ');
    await store.save();
    expect(store.form.errors).toEqual({ name: 'Поле Название обязательно для заполнения!' });
    expect(backend.all('PUT', `${API}/3`)).toHaveLength(0);

    backend.fail('PUT', `${API}/3`, { success: false, message: 'Проверьте введённые данные', errors: { val: ['Неизвестная переменная'] } });
    store.form.set('name', 'Ревшара 60/40 ');
    store.form.set('val', '({revenue} - {cost}) * 0.6');
    await store.save();
    expect(store.form.errors.val).toBe('Неизвестная переменная');
    expect(store.form.values.name).toBe('Ревшара 60/40 ');
    expect(store.form.dirty).toBe(true);
  });

  it('a save that goes through: the toast, nothing unsaved, the heading follows', async () => {
    const store = await loaded(4);
    store.form.set('name', 'Фиксированная ставка 2027');
    store.form.set('description', 'Новая');
    await store.save();
    // The loaded record's other fields (its id) go back as they came (issue 41).
    expect(backend.last('PUT', `${API}/4`).body).toEqual({ id: 4, name: 'Фиксированная ставка 2027', val: '1500', params: { description: 'Новая' } });
    await waitFor(() => expect(store.form.dirty).toBe(false));
    expect(store.savedName).toBe('Фиксированная ставка 2027');
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Формула сохранена'] });
  });

  it('issue 41: on the existing backend it takes the printed formula, asks no read call; a bare save keeps its other fields and params', async () => {
    backend.setModes({ strict: true });
    window.history.replaceState(null, '', `${API}/edit/?id=1`);
    const raw = { ...(backend.db.collection('formulas').get(1) as Record<string, unknown>), zz_unknown_field: 'сохранить как есть', params: { description: 'Было', unit: 'руб.' } };
    const store = new FormulaEditStore(formulaApi(), 1, formulaOf(raw));
    await store.page.load();
    expect(backend.all('GET', `${API}/1`)).toHaveLength(0);
    store.form.set('description', 'Стало');
    await store.save();
    const sent = backend.last('PUT', `${API}/1`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ zz_unknown_field: 'сохранить как есть', params: { description: 'Стало', unit: 'руб.' } });
    expect(store.form.dirty).toBe(false);
    expect(document.body.textContent ?? '').not.toContain('[api]');
  });
});
