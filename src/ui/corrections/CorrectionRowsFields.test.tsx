import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CorrectionRows } from '@core/corrections';
import { axeProblems } from '@test/axe';
import { CorrectionRowsFields } from './CorrectionRowsFields';

describe('CorrectionRowsFields', () => {
  it('rows named by their number, a channel per row when given, the events of other rows taken, errors under the fields; axe finds nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const list = new CorrectionRows({ channelPerRow: true });
    list.addRow();
    list.addRow();
    const { container } = render(<CorrectionRowsFields list={list} events={[{ value: '4', name: 'Досмотр' }]} channels={[{ value: '5', name: 'Новости <b>' }]} />);
    await user.selectOptions(screen.getByLabelText('Канал, строка 1'), '5');
    await user.selectOptions(screen.getByLabelText('Событие, строка 1'), 'Досмотр');
    await user.selectOptions(screen.getByLabelText('Канал, строка 2'), '5');
    expect(screen.getByRole('option', { name: 'Досмотр', selected: false })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Срез, %, строка 2'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Удалить корректировку 1' }));
    expect(screen.queryByLabelText('Канал, строка 2')).toBeNull();
    // The editor's save checks the rows (CorrectionsEditor.save, the option store's check).
    act(() => {
      expect(list.validate()).toBe(false);
    });
    expect(await screen.findByLabelText('Срез, %, строка 1')).toHaveAccessibleDescription('% число от 0 до 100!');
    expect(screen.getByLabelText('Событие, строка 1')).toHaveAccessibleDescription('Выберите событие!');
    expect(await axeProblems(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Очистить корректировку 1' }));
    expect(screen.getByLabelText<HTMLInputElement>('Срез, %, строка 1').value).toBe('');
  });

  it('pages a huge list of rows and caps each row\'s event select, the note saying so', () => {
    const list = new CorrectionRows();
    list.addRow();
    list.addRow();
    list.addRow();
    const events = Array.from({ length: 300 }, (_, i) => ({ value: String(i + 1), name: `Событие ${i + 1}` }));
    render(<CorrectionRowsFields list={list} events={events} pageSize={1} />);
    expect(screen.queryByLabelText('Событие, строка 2')).toBeNull();
    expect(screen.getByLabelText('Событие, строка 1').querySelectorAll('option')).toHaveLength(202);
    expect(screen.getByText('Показаны первые 200 из 303: список слишком длинный для выбора здесь.')).toBeDisabled();
    fireEvent.click(screen.getByText('Показать ещё 1 из 3'));
    expect(screen.getByLabelText('Событие, строка 2')).toBeInTheDocument();
  });
});
