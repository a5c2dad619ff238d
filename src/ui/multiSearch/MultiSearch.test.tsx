import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MultiSearchStore } from '@core/multiSearch/MultiSearchStore';
import { axeProblems } from '@test/axe';
import { MultiSearch } from './MultiSearch';

interface Audience {
  id: string;
  name: string;
}
const RESULTS: Record<string, Audience[]> = {
  'Авто': [{ id: '1', name: 'Автолюбители' }],
  'Спорт': [
    { id: '2', name: 'Спорт: бег' },
    { id: '3', name: 'Спорт: футбол' },
  ],
};

describe('MultiSearch', () => {
  it('type names, search, filter the rows, pick one of several, apply; axe finds nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const searches: Array<[string[], string]> = [];
    const applied: Audience[][] = [];
    const store = new MultiSearchStore<Audience>({
      search: async (names, mode) => {
        searches.push([names, mode]);
        return names.map((search) => ({ search, result: RESULTS[search] ?? [] }));
      },
      idOf: (a) => a.id,
      apply: (items) => applied.push(items),
    });
    const { container } = render(<MultiSearch store={store} title="Поиск аудиторий" nameOf={(a) => a.name} />);
    const names = screen.getByLabelText('Названия, по одному в строке');
    expect(names).toHaveAttribute('rows', '20');
    expect(screen.getByRole('button', { name: 'Найти' })).toBeDisabled();
    fireEvent.change(names, { target: { value: 'Авто\n\nСпорт\nКосмос' } });
    await user.click(screen.getByLabelText('Частичное'));
    await act(() => user.click(screen.getByRole('button', { name: 'Найти' })));
    expect(searches).toEqual([[['Авто', 'Спорт', 'Космос'], 'like']]);

    const table = screen.getByRole('table', { name: 'Результаты поиска' });
    expect(within(table).getByText('Автолюбители')).toBeVisible();
    expect(within(table).getByText('Не найдено')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Применить (1)' })).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Показать'), 'Больше одного (1)');
    expect(within(table).queryByText('Автолюбители')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Совпадение для «Спорт»'), 'Спорт: футбол');
    await user.selectOptions(screen.getByLabelText('Показать'), 'Не найдено (1)');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(await axeProblems(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Применить (2)' }));
    expect(applied).toEqual([[RESULTS['Авто'][0], RESULTS['Спорт'][1]]]);
  });
});
