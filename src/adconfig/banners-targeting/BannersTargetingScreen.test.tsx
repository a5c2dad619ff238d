import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { BannersTargetingScreen } from './BannersTargetingScreen';
import { tableByCaption } from '@test/queries';

const PAGE = '/campaigns/banners-targeting';
const table = () => tableByCaption('Баннеры кампании');

describe('BannersTargetingScreen', () => {
  it('without a campaign in the address says so and asks nothing', () => {
    renderScreen(<BannersTargetingScreen />, { at: `${PAGE}/?id=abc`, entry: 'banners-targeting' });
    expect(screen.getByRole('alert')).toHaveTextContent('Не указана кампания');
    expect(backend.all('GET', PAGE)).toHaveLength(0);
  });

  it('filters from the hash shown in the sidebar; a banner added from its row shows as added, its button busy meanwhile', async () => {
    const { user } = renderScreen(<BannersTargetingScreen />, { at: `${PAGE}/?id=2#t=3&l=no&o=asc`, entry: 'banners-targeting' });
    await waitFor(() => expect(table().querySelectorAll('tbody tr').length).toBeGreaterThan(1));
    expect(backend.last('GET', PAGE).query).toEqual({ id: '2', page: '1', field: 'banner_id', order: 'asc', 'filters[type_id]': '3', 'filters[is_limited]': '0' });
    expect(screen.getByRole('combobox', { name: 'Тип' })).toHaveDisplayValue('Текстовый блок');
    expect(screen.getByRole('combobox', { name: 'Таргетинг' })).toHaveDisplayValue('Не добавленные');
    const row = table().querySelector('tbody tr');
    if (!row) throw new Error('no row');
    const name = within(row as HTMLElement).getAllByRole('cell')[1].textContent ?? '';
    expect(within(row as HTMLElement).getByText('Не добавлен')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'На странице' })).toBeNull(); // the answer sets the page size

    const hold = backend.hold('POST', '/api/campaigns/2/banners');
    await user.click(within(row as HTMLElement).getByRole('button', { name: `Добавить баннер «${name}»` }));
    await waitFor(() => expect(within(row as HTMLElement).getByRole('button', { name: `Добавить баннер «${name}»` })).toBeDisabled());
    hold.release();
    expect(await screen.findByText('Баннеры добавлены в таргетинг')).toBeVisible();
    // The filter 'not added' drops it from the reloaded page.
    await waitFor(() => expect(within(table()).queryByText(name)).toBeNull());
  });
});
