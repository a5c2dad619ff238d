import { answerConfirm } from '@test/dialogs';
import { CrudFormStore } from './CrudFormStore';
import type { RestCollection } from './restCollection';

interface Row {
  id: number;
  status: string;
  name: string;
}
interface Values {
  name: string;
  kind: string;
  parts: string[];
}

function fakeApi() {
  const created: unknown[] = [];
  const api: RestCollection<Row, Values> = {
    list: () => Promise.reject(new Error('not used')),
    create: (input) => {
      created.push(input);
      return Promise.resolve({ data: { id: 1, status: 'active', name: input.name }, message: undefined, redirect: undefined });
    },
    update: () => Promise.reject(new Error('not used')),
    remove: () => Promise.reject(new Error('not used')),
    setStatus: () => Promise.reject(new Error('not used')),
    source: () => null,
  };
  return { api, created };
}

describe('CrudFormStore check option', () => {
  it("shows the screen's own messages with the rules' messages at once, and saves only when both pass", async () => {
    const { api, created } = fakeApi();
    const store = new CrudFormStore<Row, Values, Values>(api, {
      empty: () => ({ name: '', kind: 'list', parts: [] }),
      fromRow: (row) => ({ name: row.name, kind: 'list', parts: [] }),
      toInput: (values) => values,
      rules: { name: [{ rule: 'required', message: 'Обязательное поле' }] },
      check: (values) => (values.kind === 'list' && !values.parts.length ? { parts: 'Нужна хотя бы одна часть' } : {}),
    });
    store.openCreate();
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({ name: 'Обязательное поле', parts: 'Нужна хотя бы одна часть' });
    store.form.set('parts', ['a']);
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({ name: 'Обязательное поле' });
    store.form.set('name', 'Имя');
    expect(await store.save()).toBe(true);
    expect(created).toEqual([{ name: 'Имя', kind: 'list', parts: ['a'] }]);
    expect(store.isOpen).toBe(false);
  });
});

describe('CrudFormStore otherEdits option', () => {
  it('counts edits held beside the form as unsaved: closing asks while they last', async () => {
    const { api } = fakeApi();
    let pending = false;
    const store = new CrudFormStore<Row, Values, Values>(api, {
      empty: () => ({ name: '', kind: 'list', parts: [] }),
      fromRow: (row) => ({ name: row.name, kind: 'list', parts: [] }),
      toInput: (values) => values,
      otherEdits: () => pending,
    });
    store.openCreate();
    expect(store.dirty).toBe(false);
    pending = true;
    expect(store.dirty).toBe(true);
    const closing = store.requestClose();
    expect((await answerConfirm(false)).title).toBe('Подтверждение');
    expect(await closing).toBe(false);
    expect(store.isOpen).toBe(true);
    pending = false;
    expect(await store.requestClose()).toBe(true);
  });
});
