import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CorrectionRows } from '@core/corrections';
import { axeProblems } from '@test/axe';
import { answerConfirm } from '@test/dialogs';
import { renderScreen } from '@test/render';
import { pickInSelect, selectShown } from '@test/queries';
import { correctionChannelSelect } from './CorrectionChannelSelect';
import { CorrectionRowsFields } from './CorrectionRowsFields';

const noSearch = () => Promise.resolve([]);
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const channelOf = (n: number) => selectShown(`Канал, строка ${n}`);
const pickChannel = (n: number, typed: string, name: string) => pickInSelect(`Канал, строка ${n}`, typed, name);

describe('CorrectionRowsFields', () => {
  it('rows named by their number, a channel per row when given, the events of other rows taken, errors under the fields; axe finds nothing', async () => {
    const list = new CorrectionRows({ channelPerRow: true });
    list.addRow();
    list.addRow();
    const channel = correctionChannelSelect([{ value: '5', label: 'Новости <b>' }], noSearch);
    const { container, user } = renderScreen(<CorrectionRowsFields list={list} events={[{ value: '4', name: 'Досмотр' }]} channel={channel} />);
    await pickChannel(1, 'нов', 'Новости <b>');
    await user.selectOptions(field('Событие, строка 1'), 'Досмотр');
    await pickChannel(2, 'нов', 'Новости <b>');
    expect(screen.getByRole('option', { name: 'Досмотр', selected: false })).toBeDisabled();
    fireEvent.change(field('Срез, %, строка 2'), { target: { value: '150' } });
    act(() => list.validate());
    expect(field('Срез, %, строка 2')).toHaveAccessibleDescription('% число от 0 до 100!');
    expect(field('Событие, строка 2')).toHaveAccessibleDescription('Выберите событие!');
    expect(await axeProblems(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Очистить корректировку 2' }));
    expect(field('Срез, %, строка 2').value).toBe('');
  });

  it('asks "Вы уверены?" before deleting a row, and keeps it when the answer is no', async () => {
    const list = new CorrectionRows();
    list.addRow();
    list.addRow();
    list.set(list.rows[1].key, 'slice', '7');
    const { user } = renderScreen(<CorrectionRowsFields list={list} events={[]} />);
    await user.click(screen.getByRole('button', { name: 'Удалить корректировку 1' }));
    expect((await act(() => answerConfirm(false))).message).toBe('Вы уверены?');
    expect(list.rows).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Удалить корректировку 1' }));
    await act(() => answerConfirm(true));
    await waitFor(() => expect(screen.queryByText('Корректировка 2')).toBeNull());
    expect(field('Срез, %, строка 1').value).toBe('7');
  });

  it('percents are number inputs: a comma or a dot and spaces taken, ru-RU shown once the field is left', async () => {
    const list = new CorrectionRows();
    list.addRow();
    const { user } = renderScreen(<CorrectionRowsFields list={list} events={[]} />);
    await user.type(field('Срез, %, строка 1'), ' 12.5');
    await user.type(field('Перенаправление, %, строка 1'), '7,25');
    expect(field('Срез, %, строка 1').value).toBe('12,5');
    await user.tab();
    expect(field('Перенаправление, %, строка 1').value).toBe('7,25');
    await user.selectOptions(field('Событие, строка 1'), 'Клики');
    expect(list.corrections(3)).toEqual([{ channel_id: 3, type: 'clicked', event_id: null, slice_percent: 12.5, redirection_percent: 7.25 }]);
  });

  it("a row's channel is searched among every channel given, past the first 200", async () => {
    const list = new CorrectionRows({ channelPerRow: true });
    list.addRow();
    const channels = Array.from({ length: 1500 }, (_, i) => ({ value: String(1000 + i), label: `Канал ${1000 + i}` }));
    renderScreen(<CorrectionRowsFields list={list} events={[]} channel={correctionChannelSelect(channels, noSearch)} />);
    await pickChannel(1, '2450', 'Канал 2450');
    expect(channelOf(1)).toBe('Канал 2450');
    expect(list.rows[0].channel).toBe('2450');
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
