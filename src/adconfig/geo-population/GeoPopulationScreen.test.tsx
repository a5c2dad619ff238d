import { act, screen, waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { GeoPopulationScreen } from './GeoPopulationScreen';

jest.setTimeout(20000);

describe('GeoPopulationScreen', () => {
  it('shows the tree of Россия, selects an object by the keyboard and edits its population', async () => {
    const { user } = renderScreen(<GeoPopulationScreen />, { at: '/preferences/geo/population', entry: 'geo-population' });
    const tree = await screen.findByRole('tree', { name: 'Гео-объекты' });
    expect(tree).toHaveAttribute('aria-multiselectable', 'false');
    expect(screen.getByRole('combobox', { name: 'Страна' })).toHaveDisplayValue('Россия');
    expect(screen.getByText('Выберите объект')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Изменить/ })).toBeNull();

    const russia = screen.getByRole('treeitem', { name: 'Россия' });
    act(() => russia.focus());
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowDown} ');
    expect(await screen.findByRole('heading', { name: 'Москва' })).toBeVisible();
    expect(screen.getByRole('treeitem', { name: 'Москва' })).toHaveAttribute('aria-selected', 'true');
    const total = screen.getByRole('textbox', { name: 'Население, человек' });
    // The one number input (issue 44): ru-RU groups once left, '13 200 000' taken as typed.
    await waitFor(() => expect(total).toHaveValue('13\u00a0104\u00a0177'));
    expect(total).toHaveAttribute('inputmode', 'numeric');
    await user.clear(total);
    await user.type(total, '13 200 000');
    expect(total).toHaveValue('13 200 000');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Население сохранено')).toBeVisible();
    expect(backend.last('POST', '/api/hb/geo/population/100').body).toEqual({ object_id: 100, total: 13200000 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Страна' }), 'Казахстан');
    expect(await screen.findByRole('treeitem', { name: 'Алматы' })).toBeVisible();
    expect(window.location.hash).toBe('#c=2');
    expect(screen.getByText('Выберите объект')).toBeVisible();
  });
});
