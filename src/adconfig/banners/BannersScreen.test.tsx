import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { BannersScreen } from './BannersScreen';
import { tableByCaption } from '@test/queries';

const table = () => tableByCaption('Баннеры');

describe('BannersScreen', () => {
  it('shows a page of banners from the hash with edit links and names of types; the parameters modal shows limited_params and settings as text', async () => {
    const { user } = renderScreen(<BannersScreen />, { at: '/banners/#p=3', entry: 'banners' });
    // The second kind's seed has a banner of that name too (the list holds both kinds): the first kind's is edit/2.
    await within(table()).findAllByText('<b>Проверка</b> разметки в названии «кавычки» & амперсанд');
    const firstKindRow = table().querySelector('a[href="/banners/edit/2"]')?.closest('tr') as HTMLElement;
    expect(backend.last('GET', '/banners').search).toBe('page=3&field=banner_id&order=desc');
    expect(table().querySelector('b, script')).toBeNull();
    expect(within(table()).getByText('Весенняя распродажа — главная страница').closest('a')).toHaveAttribute('href', '/banners/edit/1');
    expect(screen.getByText('Добавить баннер', { selector: 'a' })).toHaveAttribute('href', '/banners/create');
    expect(screen.getByText('Добавить баннер второго вида', { selector: 'a' })).toHaveAttribute('href', '/banners/v2/create');

    await user.click(within(firstKindRow).getByRole('button', { name: 'Параметры баннера «<b>Проверка</b> разметки в названии «кавычки» & амперсанд»' }));
    const title = await screen.findByText('Параметры баннера «<b>Проверка</b> разметки в названии «кавычки» & амперсанд»', { selector: '.modal-title' });
    const dialog = within(title.closest<HTMLElement>('[role="dialog"]') ?? document.body);
    expect(dialog.getByText('campaign_id: 1; limit: 5000')).toBeVisible();
    // Issue 26: the operator's words, no developer key in the caption.
    expect(dialog.getByText('Ограничения показа', { selector: 'h3' })).toBeVisible();
    expect(dialog.queryByText(/limited_params/)).toBeNull();
    expect(dialog.getByText('<script>alert(1)</script>')).toBeVisible();
    expect(dialog.getByText('Макросы не заданы.')).toBeVisible();
    expect(dialog.getByRole('link', { name: 'Изменить баннер' })).toHaveAttribute('href', '/banners/edit/2');
    await user.click(dialog.getByText('Закрыть', { selector: '.modal-footer button' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  it('with the spec’s answer only (data and meta, no names of types and engines) shows the rows, their type and engine as ids', async () => {
    backend.fail('GET', '/banners', { success: true, data: [{ banner_id: 9, name: 'Только по спецификации', type_id: 3, adv_engine_id: 2, is_limited: 1 }], meta: { total_count: 1, per_page: 50 } });
    renderScreen(<BannersScreen />, { at: '/banners/', entry: 'banners' });
    const row = (await within(table()).findByText('Только по спецификации')).closest('tr') as HTMLElement;
    expect(within(row).getByText('#3')).toBeVisible();
    expect(within(row).getByText('#2')).toBeVisible();
    expect(within(row).getByText('Да')).toBeVisible();
  });

  it('a banner of the second kind (row field kind) opens in the second editor, from its name and its parameters; one of each kind with the same id are two rows (issue 42)', async () => {
    backend.fail('GET', '/banners', {
      success: true,
      data: [
        { banner_id: 7, name: 'Баннер первого вида', type_id: 3, adv_engine_id: 2, is_limited: 0 },
        { banner_id: 7, name: 'Баннер второго вида', type_id: 3, adv_engine_id: 2, is_limited: 0, kind: 'v2' },
      ],
      meta: { total_count: 2, per_page: 50 },
    });
    const { user } = renderScreen(<BannersScreen />, { at: '/banners/', entry: 'banners' });
    expect((await within(table()).findByText('Баннер второго вида')).closest('a')).toHaveAttribute('href', '/banners/v2/edit/7');
    expect(within(table()).getByText('Баннер первого вида').closest('a')).toHaveAttribute('href', '/banners/edit/7');
    // A 9: the page size is the answer's (meta.per_page): no 'На странице 50/Все' select that would do nothing.
    expect(screen.queryByText('На странице')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Параметры баннера «Баннер второго вида»' }));
    expect(await screen.findByRole('link', { name: 'Изменить баннер' })).toHaveAttribute('href', '/banners/v2/edit/7');
  });
});
