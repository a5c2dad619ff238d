import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LazyDateField, type LazyDateFieldProps } from './LazyDateField';

function Harness({ start, onChange, ...rest }: { start: string } & Omit<LazyDateFieldProps, 'value' | 'id'>) {
  const [value, setValue] = useState(start);
  return (
    <>
      <label htmlFor="day">День</label>
      <LazyDateField
        {...rest}
        id="day"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    </>
  );
}

/** The picker, once it has replaced the read-only field shown while it loads. */
async function loadedPicker(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'День' })).toBeEnabled(), { timeout: 3000 });
  return screen.getByRole('textbox', { name: 'День' });
}

describe('LazyDateField', () => {
  it('shows the day read-only while the picker loads, then the picker takes a typed day', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness start="2026-11-22" onChange={onChange} />);
    const waiting = screen.getByRole('textbox', { name: 'День' });
    expect(waiting).toHaveValue('22.11.2026');
    expect(waiting).toBeDisabled();
    const field = await loadedPicker();
    expect(field).toHaveValue('22.11.2026');
    // Not required: it can be cleared.
    expect(screen.getByRole('button', { name: 'Очистить' })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '01.12.2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
  });

  it('a required day is marked so, has no clear button, and an invalid one is marked while loading too', async () => {
    render(<Harness start="2026-11-22" onChange={jest.fn()} required invalid maxDate="2026-11-30" />);
    expect(screen.getByRole('textbox', { name: 'День' })).toHaveClass('is-invalid');
    expect(screen.getByRole('textbox', { name: 'День' })).toBeRequired();
    const field = await loadedPicker();
    expect(field).toHaveValue('22.11.2026');
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: /Очистить/ })).toBeNull();
  });
});
