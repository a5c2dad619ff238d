import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Select, type SelectOption } from './Select';

const STATUSES: SelectOption<string>[] = [
  { value: 'active', label: 'Активен' },
  { value: 'blocked', label: 'Заблокирован' },
  { value: 'new', label: 'Новый' },
];

function Single({ onChange, ...rest }: { onChange: (v: string | null) => void; isClearable?: boolean; labelVisible?: boolean; start?: string | null }) {
  const [value, setValue] = useState<string | null>(rest.start ?? null);
  return (
    <Select<string>
      label="Статус"
      labelVisible={rest.labelVisible}
      isClearable={rest.isClearable}
      options={STATUSES}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

function Multi({ onChange }: { onChange: (v: number[]) => void }) {
  const [value, setValue] = useState<number[]>([]);
  return (
    <Select<number>
      isMulti
      label="Форматы"
      options={[
        { value: 1, label: 'Баннер' },
        { value: 2, label: 'Видео' },
        { value: 3, label: 'Нативный' },
      ]}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('Select', () => {
  it("is named by its label and says 'Выберите...' until something is chosen", () => {
    render(<Single onChange={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Статус' })).toBeInTheDocument();
    expect(screen.getByText('Выберите...')).toBeInTheDocument();
  });

  it('pairs a visible <label> with the input', () => {
    render(<Single onChange={jest.fn()} labelVisible />);
    expect(screen.getByText('Статус', { selector: 'label' })).toBeVisible();
    expect(screen.getByLabelText('Статус')).toHaveAttribute('role', 'combobox');
  });

  it('chooses with the keyboard and gives back the value, not the option', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Single onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('blocked');
    expect(screen.getByText('Заблокирован')).toBeInTheDocument();
  });

  it("filters by typed text and says 'Ничего не найдено' when nothing matches", async () => {
    const user = userEvent.setup();
    render(<Single onChange={jest.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Статус' });
    await user.type(input, 'блок');
    expect(screen.getByRole('option', { name: 'Заблокирован' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Новый' })).toBeNull();
    await user.clear(input);
    await user.type(input, 'ыыы');
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
  });

  it('is cleared with Backspace when clearable', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Single onChange={onChange} isClearable start="new" />);
    expect(screen.getByText('Новый')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Статус' }));
    await user.keyboard('{Escape}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Выберите...')).toBeInTheDocument();
  });

  it('collects several values when multi', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Multi onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Форматы' });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Видео' }));
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Баннер' }));
    expect(onChange).toHaveBeenLastCalledWith([2, 1]);
    await user.click(screen.getByRole('button', { name: 'Удалить Видео' }));
    expect(onChange).toHaveBeenLastCalledWith([1]);
    await user.click(input);
    await user.keyboard('{Escape}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows a value missing from the options by the option given for it', () => {
    render(<Select<number> label="Партнёр" options={[]} valueOptions={[{ value: 7, label: 'ООО Ромашка' }]} value={7} onChange={jest.fn()} />);
    expect(screen.getByText('ООО Ромашка')).toBeInTheDocument();
  });

  it('cannot be opened when disabled', () => {
    render(<Select<string> label="Статус" options={STATUSES} value="active" onChange={jest.fn()} disabled />);
    expect(screen.getByRole('combobox', { name: 'Статус' })).toBeDisabled();
  });

  it("reads the field's own description (its error) to a screen reader, beside react-select's placeholder (react-select#1570)", () => {
    render(
      <>
        <Select<string> label="Пользователь" options={STATUSES} value={null} onChange={() => undefined} invalid aria-describedby="user-error" />
        <div id="user-error">Поле «Пользователь» обязательно для заполнения</div>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Пользователь' })).toHaveAccessibleDescription(/Поле «Пользователь» обязательно для заполнения/);
  });
});

