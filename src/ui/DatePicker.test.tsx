import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DatePicker, fromApiValue, toApiValue, type DatePickerProps } from './DatePicker';

function Harness({ start, onChange, ...rest }: { start: string | null } & Omit<DatePickerProps, 'value'>) {
  const [value, setValue] = useState(start);
  return (
    <DatePicker
      {...rest}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}


describe('API values', () => {
  it('reads Y-m-d and Y-m-d H:i:s as local dates and writes them back', () => {
    const d = fromApiValue('2026-11-22 10:15:30');
    expect(d?.getHours()).toBe(10);
    expect(toApiValue(d)).toBe('2026-11-22');
    expect(toApiValue(d, true)).toBe('2026-11-22 10:15:30');
    expect(fromApiValue('22.11.2026')).toBeNull();
    expect(fromApiValue(null)).toBeNull();
    expect(toApiValue(null)).toBeNull();
  });
});

describe('DatePicker', () => {
  it('shows the API date as dd.mm.yyyy under its label', () => {
    render(<Harness start="2026-11-22" onChange={jest.fn()} label="Дата начала" />);
    expect(screen.getByRole('textbox', { name: 'Дата начала' })).toHaveValue('22.11.2026');
  });

  it('pairs a visible label with the input', () => {
    render(<Harness start={null} onChange={jest.fn()} label="Дата начала" labelVisible />);
    expect(screen.getByLabelText('Дата начала')).toHaveAttribute('placeholder', 'дд.мм.гггг');
  });

  it('takes a typed dd.mm.yyyy date and gives back Y-m-d', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness start={null} onChange={onChange} label="Дата" />);
    await user.type(screen.getByRole('textbox', { name: 'Дата' }), '01.12.2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
  });

  it('opens a Russian calendar and picks a day with the mouse', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness start="2026-11-22" onChange={onChange} label="Дата" />);
    await user.click(screen.getByRole('textbox', { name: 'Дата' }));
    const calendar = screen.getByRole('dialog', { name: 'Выбор даты' });
    expect(within(calendar).getByText(/ноябрь 2026/i)).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Следующий месяц' })).toBeInTheDocument();
    await user.click(within(calendar).getByRole('gridcell', { name: /15 ноября 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-15');
    expect(screen.getByRole('textbox', { name: 'Дата' })).toHaveValue('15.11.2026');
  });

  it('can be cleared to null', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness start="2026-11-22" onChange={onChange} label="Дата" isClearable />);
    await user.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('textbox', { name: 'Дата' })).toHaveValue('');
  });

  it('with time: shows dd.mm.yyyy HH:mm:ss and gives back Y-m-d H:i:s', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness start="2026-11-22 10:15:00" onChange={onChange} label="Начало" showTime />);
    const input = screen.getByRole('textbox', { name: 'Начало' });
    expect(input).toHaveValue('22.11.2026 10:15:00');
    await user.clear(input);
    await user.type(input, '23.11.2026 08:30:05');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-23 08:30:05');
  });

  it('is disabled on request', () => {
    render(<Harness start="2026-11-22" onChange={jest.fn()} label="Дата" disabled isClearable />);
    expect(screen.getByRole('textbox', { name: 'Дата' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Очистить' })).toBeNull();
  });

  it("says 'Некорректная дата' for a date that does not exist, instead of keeping the old one silently", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness start="2026-11-22" onChange={onChange} label="Дата начала" />);
    const field = screen.getByRole('textbox', { name: 'Дата начала' });
    await user.clear(field);
    onChange.mockClear();
    await user.type(field, '31.02.2026');
    await user.tab();
    expect(screen.getByText('Некорректная дата')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '28.02.2026');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28');
    expect(screen.queryByText('Некорректная дата')).toBeNull();
  });
});
