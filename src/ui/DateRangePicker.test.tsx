import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateRangePicker, type ApiDateRange } from './DateRangePicker';

function Harness({ start, onChange, isClearable }: { start: ApiDateRange; onChange: (v: ApiDateRange) => void; isClearable?: boolean }) {
  const [value, setValue] = useState(start);
  return (
    <DateRangePicker
      label="Период"
      isClearable={isClearable}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}


describe('DateRangePicker', () => {
  it('shows the period as dd.mm.yyyy - dd.mm.yyyy under its label', () => {
    render(<Harness start={['2026-11-01', '2026-11-30']} onChange={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Период' })).toHaveValue('01.11.2026 - 30.11.2026');
  });

  it('gives back [from, to] as Y-m-d only once both ends are picked', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness start={['2026-11-01', '2026-11-30']} onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Период' }));
    const calendar = screen.getByRole('dialog', { name: 'Выбор даты' });
    await user.click(within(calendar).getByRole('gridcell', { name: /10 ноября 2026/ }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('dialog', { name: 'Выбор даты' })).getByRole('gridcell', { name: /20 ноября 2026/ }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(['2026-11-10', '2026-11-20']);
    expect(screen.getByRole('textbox', { name: 'Период' })).toHaveValue('10.11.2026 - 20.11.2026');
  });

  it('takes a typed period', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness start={null} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Период' }), '01.02.2026 - 15.02.2026');
    expect(onChange).toHaveBeenLastCalledWith(['2026-02-01', '2026-02-15']);
  });

  it('can be cleared to null', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness start={['2026-11-01', '2026-11-30']} onChange={onChange} isClearable />);
    await user.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole('textbox', { name: 'Период' })).toHaveValue('');
  });

  it("says 'Некорректная дата' when what was typed is not a period, until a good one is typed", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness start={['2026-11-01', '2026-11-30']} onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Период' });
    await user.clear(field);
    await user.type(field, '32.13.2026 - 01.01.2027');
    await user.tab();
    expect(screen.getByText('Некорректная дата')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Некорректная дата');
    expect(onChange).not.toHaveBeenCalledWith(expect.arrayContaining(['2027-01-01']));

    await user.clear(field);
    await user.type(field, '02.11.2026 - 12.11.2026');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(['2026-11-02', '2026-11-12']);
    expect(screen.queryByText('Некорректная дата')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
