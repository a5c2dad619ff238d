import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { cleanList, RepeatableTextList, type RepeatableTextListProps } from './RepeatableTextList';

function Harness({ start, onChange, ...rest }: { start: string[] } & Omit<RepeatableTextListProps, 'value'>) {
  const [value, setValue] = useState(start);
  return (
    <RepeatableTextList
      {...rest}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('cleanList', () => {
  it('drops empty and blank values, trimming the rest', () => {
    expect(cleanList([' a ', '', '  ', 'b'])).toEqual(['a', 'b']);
  });
  it('keeps empty values when allowed', () => {
    expect(cleanList(['a', '', ' '], true)).toEqual(['a', '', '']);
  });
});

describe('RepeatableTextList', () => {
  it("shows one empty row and an add link 'Добавить' for an empty list", () => {
    render(<Harness start={[]} onChange={jest.fn()} label="Ссылка" />);
    expect(screen.getByRole('textbox', { name: 'Ссылка 1' })).toHaveValue('');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Добавить' })).toBeInTheDocument();
  });

  it('adds a row, puts the caret in it, and reports every row typed', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness start={['https://a.ru']} onChange={onChange} label="Ссылка" />);
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    const second = screen.getByRole('textbox', { name: 'Ссылка 2' });
    expect(second).toHaveFocus();
    await user.keyboard('https://b.ru');
    expect(onChange).toHaveBeenLastCalledWith(['https://a.ru', 'https://b.ru']);
  });

  it('removes the row whose button is pressed', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness start={['a', 'b', 'c']} onChange={onChange} label="Фраза" />);
    await user.click(screen.getAllByRole('button', { name: 'Удалить' })[1]);
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    expect(screen.getAllByRole('textbox').map((i) => (i as HTMLInputElement).value)).toEqual(['a', 'c']);
    expect(screen.getByRole('textbox', { name: 'Фраза 1' })).toHaveFocus();
  });

  it('always keeps one row: removing the last one only empties it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness start={['only']} onChange={onChange} label="Фраза" />);
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(onChange).toHaveBeenLastCalledWith(['']);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeDisabled();
  });

  it('shows a server error under its own row, tied to the input', () => {
    render(<Harness start={['ok', 'bad']} onChange={jest.fn()} label="Ссылка" errors={{ 1: 'Поле Ссылка должно быть корректно заполнено!' }} />);
    const bad = screen.getByRole('textbox', { name: 'Ссылка 2' });
    expect(bad).toHaveClass('is-invalid');
    expect(bad).toHaveAccessibleDescription('Поле Ссылка должно быть корректно заполнено!');
    expect(screen.getByRole('textbox', { name: 'Ссылка 1' })).not.toHaveClass('is-invalid');
  });

  it('uses a custom add label', () => {
    render(<Harness start={['']} onChange={jest.fn()} label="Домен" addLabel="Добавить домен" />);
    expect(screen.getByRole('button', { name: 'Добавить домен' })).toBeInTheDocument();
  });
});
