import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordFormState } from '@core/record';
import { DateField, RowsField, SelectField, TextField } from './fields';

type Values = { name: string; kind: number | null; start: string; rows: Array<{ val: string }> };

describe('fields bound by path', () => {
  it('show the value and error at their path, lock when editing, add and remove rows, load the date picker on demand', async () => {
    const user = userEvent.setup();
    const form = new RecordFormState<Values>({ name: '', kind: null, start: '2026-05-01', rows: [{ val: 'a' }] }, { lockedWhenEditing: ['kind'] });
    form.load(form.values, 'v1');
    form.setErrors({ 'rows.0.val': 'Ошибка строки', name: 'Поле Название обязательно для заполнения!' });
    render(
      <>
        <TextField form={form} path="name" label="Название" required />
        <SelectField form={form} path="kind" label="Вид" options={[{ value: 1, label: 'Первый' }]} placeholder="" />
        <DateField form={form} path="start" label="Дата начала" />
        <RowsField form={form} path="rows" label="Строки" addLabel="Добавить строку" newRow={() => ({ val: '' })} renderRow={(p, i) => <TextField form={form} path={`${p}.val`} label={`Значение ${i + 1}`} />} />
      </>,
    );
    const name = screen.getByRole('textbox', { name: 'Название' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Поле Название обязательно для заполнения!');
    expect(screen.getByText('Ошибка строки')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Вид' })).toBeDisabled();

    await user.type(name, 'Да');
    expect(form.values.name).toBe('Да');
    expect(form.errorAt('name')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Добавить строку' }));
    await user.type(screen.getByRole('textbox', { name: 'Значение 2' }), 'b');
    await user.click(screen.getByRole('button', { name: 'Удалить строку 1: Строки' }));
    expect(form.values.rows).toEqual([{ val: 'b' }]);
    expect(screen.getByRole('textbox', { name: 'Значение 1' })).toHaveValue('b');

    expect(await screen.findByDisplayValue('01.05.2026')).toBeVisible();
    expect(form.dirty).toBe(true);
  });

  it('rows shown a page at a time: "Показать ещё", and a row added is always shown', async () => {
    const user = userEvent.setup();
    const form = new RecordFormState<Values>({ name: '', kind: null, start: '', rows: ['a', 'b', 'c', 'd', 'e'].map((val) => ({ val })) });
    render(<RowsField form={form} path="rows" label="Строки" addLabel="Добавить строку" pageSize={2} newRow={() => ({ val: 'new' })} renderRow={(p, i) => <TextField form={form} path={`${p}.val`} label={`Значение ${i + 1}`} />} />);
    expect(screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value)).toEqual(['a', 'b']);
    await user.click(screen.getByRole('button', { name: 'Показать ещё 2 из 5' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Добавить строку' }));
    expect(screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value)).toEqual(['a', 'b', 'c', 'd', 'e', 'new']);
    expect(screen.queryByRole('button', { name: /^Показать ещё/ })).toBeNull();
  });
});
