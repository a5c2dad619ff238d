import { act, render, screen } from '@testing-library/react';
import { CrudFormStore } from '@core/crud/CrudFormStore';
import { recordTitle } from '@core/crud/recordTitle';
import { CrudFormModal } from './CrudFormModal';

interface Row {
  id: number;
  name: string;
}
interface Values {
  name: string;
}

const store = () =>
  new CrudFormStore<Row, Values, Values>(
    { create: () => Promise.reject(new Error('not used')), update: () => Promise.reject(new Error('not used')) },
    { empty: () => ({ name: '' }), fromRow: (row) => ({ name: row.name }), toInput: (values) => values },
  );

const modal = (editor: CrudFormStore<Row, Values, Values>, edit: string | ((row: Row) => string)) =>
  render(
    <CrudFormModal store={editor} titles={{ create: 'Новый KPI-показатель', edit }}>
      <label htmlFor="name">Название</label>
      <input id="name" />
    </CrudFormModal>,
  );

describe('CrudFormModal titles', () => {
  it('names the action on a create and the record on an edit; a record without a name by its №id', async () => {
    const editor = store();
    modal(editor, (row) => recordTitle('KPI-показатель', row));
    act(() => editor.openCreate());
    expect(await screen.findByRole('dialog', { name: 'Новый KPI-показатель' })).toBeVisible();
    act(() => editor.close());
    act(() => editor.openEdit({ id: 7, name: 'CTR' }));
    expect(await screen.findByRole('dialog', { name: 'KPI-показатель «CTR»' })).toBeVisible();
    act(() => editor.close());
    act(() => editor.openEdit({ id: 9, name: '  ' }));
    expect(await screen.findByRole('dialog', { name: 'KPI-показатель №9' })).toBeVisible();
  });

  it('keeps a plain edit title as it is', async () => {
    const editor = store();
    modal(editor, 'KPI-показатель');
    act(() => editor.openEdit({ id: 7, name: 'CTR' }));
    expect(await screen.findByRole('dialog', { name: 'KPI-показатель' })).toBeVisible();
  });
});

describe('recordTitle', () => {
  it('quotes the name, trimmed; a name that is not text reads as none', () => {
    expect(recordTitle('Схема выплат', { id: 3, name: ' CPC премиум ' })).toBe('Схема выплат «CPC премиум»');
    expect(recordTitle('Схема выплат', { id: 3, name: 42 })).toBe('Схема выплат №3');
    expect(recordTitle('Схема выплат', { id: 3 })).toBe('Схема выплат №3');
  });
});
