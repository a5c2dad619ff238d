// Issue 41: the record the page printed comes first (no read call), and what the form does not edit goes back.
import { RecordFormState } from './RecordFormState';
import { RecordPageState } from './RecordPageState';

type Values = { name: string; kind: string };

describe('the record a page prints, saved back', () => {
  it('applies the given record without asking its read call; a later load (a retry, a 409) asks it', async () => {
    const form = new RecordFormState<Values>({ name: '', kind: '' });
    const asked: number[] = [];
    const page = new RecordPageState(form, {
      id: 7,
      given: { name: 'С страницы', kind: 'zz-unknown' },
      get: (id) => {
        asked.push(id);
        return Promise.resolve({ name: 'Из запроса', kind: 'a' });
      },
      apply: (record) => record && form.load({ name: record.name, kind: record.kind }),
    });
    page.fetch();
    expect(page.state).toBe('ready');
    expect(asked).toEqual([]);
    expect(form.values).toEqual({ name: 'С страницы', kind: 'zz-unknown' });
    await page.load();
    expect(asked).toEqual([7]);
    expect(form.values.name).toBe('Из запроса');
  });

  it('asks the read call when the page printed none', async () => {
    const form = new RecordFormState<Values>({ name: '', kind: '' });
    const page = new RecordPageState(form, { id: 7, given: null, get: () => Promise.resolve({ name: 'Из запроса', kind: 'a' }), apply: (record) => record && form.load(record) });
    await page.load();
    expect(form.values.name).toBe('Из запроса');
  });

  it('sendBack: the stored record\'s fields the form does not edit, then the payload over them; a bare save is a save', async () => {
    const form = new RecordFormState<Values>({ name: '', kind: '' });
    const stored = { id: 3, name: 'Было', kind: 'zz-unknown', zz_unknown_field: 'сохранить как есть', limits: { a: 1 } };
    form.load({ name: 'Было', kind: 'zz-unknown' }, null, stored);
    stored.limits.a = 2; // the form keeps its own copy
    form.set('name', 'Стало');
    expect(form.dirty).toBe(true);
    const sent: unknown[] = [];
    await form.submit(async (values) => {
      sent.push(form.sendBack(values));
      return { success: true, message: '' };
    }, { success: false });
    expect(sent).toEqual([{ id: 3, name: 'Стало', kind: 'zz-unknown', zz_unknown_field: 'сохранить как есть', limits: { a: 1 } }]);
    expect(form.dirty).toBe(false);
  });

  it('sendBack on a new record (nothing loaded) or a record that came as no object is the payload alone', () => {
    const form = new RecordFormState<Values>({ name: '', kind: '' });
    expect(form.sendBack({ name: 'Новый' })).toEqual({ name: 'Новый' });
    form.load({ name: 'x', kind: '' }, null, ['not', 'an', 'object']);
    expect(form.sendBack({ name: 'x' })).toEqual({ name: 'x' });
  });
});
