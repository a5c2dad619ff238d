import { ListEditor } from './ListEditor';

type Field = 'name' | 'price';
const editor = () => {
  const e = new ListEditor<Field>({ fields: ['name', 'price'], validate: (text, field) => (field === 'name' && text.trim() === '' ? 'Обязательное поле' : null) });
  e.load([
    { id: 7, cells: { name: 'Семь', price: '1' } },
    { id: 3, cells: { name: 'Три' } },
  ]);
  return e;
};
const key = ListEditor.cellKey;

describe('ListEditor (A 4 generic list editor)', () => {
  it('inserts rows with a non-numeric id, updates changed numeric ones, deletes removed numeric ones', () => {
    const e = editor();
    expect(e.dirty).toBe(false);
    expect(e.lists).toEqual({ insert: [], update: [], delete: [] });
    const added = e.add({ name: 'Новая' });
    expect(e.keys).toEqual([added, '7', '3']);
    e.changes.set(key('7', 'price'), '2');
    e.remove('3');
    expect(e.isDeleted('3')).toBe(true);
    expect(e.lists).toEqual({
      insert: [{ key: added, id: null, cells: { name: 'Новая', price: '' } }],
      update: [{ key: '7', id: 7, cells: { name: 'Семь', price: '2' } }],
      delete: [3],
    });
    // A deleted row is not updated even when it was edited; a removed new row is simply gone.
    e.changes.set(key('3', 'name'), 'x');
    e.remove(added);
    expect(e.lists).toEqual({ insert: [], update: [{ key: '7', id: 7, cells: { name: 'Семь', price: '2' } }], delete: [3] });
    e.restore('3');
    expect(e.lists.delete).toEqual([]);
  });

  it('checks only the rows to be saved, and the answered list replaces everything', () => {
    const e = editor();
    const added = e.add();
    expect(e.invalidKeys).toEqual([key(added, 'name')]);
    e.remove('7');
    e.load([{ id: 9, cells: { name: 'Девять' } }]);
    expect(e.keys).toEqual(['9']);
    expect(e.dirty).toBe(false);
    expect(e.text('9', 'name')).toBe('Девять');
    expect(e.isDeleted('7')).toBe(false);
  });
});
