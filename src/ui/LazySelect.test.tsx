import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LazySelect } from './LazySelect';

const OPTIONS = [
  { value: 1, label: 'Финансы' },
  { value: 2, label: 'Спорт' },
];

function Category({ start, onChange, invalid }: { start: number | null; onChange(value: number | null): void; invalid?: boolean }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <label htmlFor="cat">Категория</label>
      <LazySelect<number>
        id="cat"
        options={OPTIONS}
        value={value}
        placeholder="Без категории"
        invalid={invalid}
        isClearable
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

// React.lazy keeps what it loaded: once loaded (the first test), every later render is the loaded Select.
describe('LazySelect', () => {
  it('shows the chosen label (or the placeholder) read-only under the same label until react-select has loaded, then works as Select', async () => {
    const changes: Array<number | null> = [];
    const empty = render(<Category start={null} onChange={() => undefined} invalid />);
    expect(screen.getByRole('textbox', { name: 'Категория' })).toHaveAttribute('placeholder', 'Без категории');
    // A field with an error shows it in the stand-in too.
    expect(screen.getByRole('textbox', { name: 'Категория' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Категория' })).toHaveClass('is-invalid');
    expect(screen.getByRole('textbox', { name: 'Категория' })).toHaveValue('');
    empty.unmount();
    render(<Category start={2} onChange={(v) => changes.push(v)} />);
    const standIn = screen.getByRole('textbox', { name: 'Категория' });
    expect(standIn).toHaveValue('Спорт');
    expect(standIn).toBeDisabled();
    expect(standIn).toHaveAttribute('aria-busy', 'true');

    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Категория' }));
    expect(screen.queryByRole('textbox', { name: 'Категория' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Финансы' }));
    expect(changes).toEqual([1]);
    expect(screen.getByText('Финансы')).toBeVisible();
  });
});
