import { act, screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { ImagesStatisticsScreen } from './ImagesStatisticsScreen';

const PAGE = '/statistics/inimage/images';
const DATA = `${PAGE}/data/`;

const card = (id: number, extra: object = {}) => ({ id, preview_url: '/img/1.png', domain: `site-${id}.ru`, is_approved: false, tags: [3], displayed: 1000 * id, clicks: 10 * id, ctr: 1.5, ...extra });

/** Three cards as the first page (a lighter render than 50). */
async function open() {
  backend.fail('GET', DATA, { success: true, data: [card(11), card(12, { is_approved: true, tags: [3, 44] }), card(13)], meta: { total_count: 130 } });
  const view = renderScreen(<ImagesStatisticsScreen />, { at: PAGE, entry: 'images-statistics' });
  await screen.findByText('Показано 3 из 130');
  await screen.findAllByText('Клики:');
  return view;
}

describe('ImagesStatisticsScreen', () => {
  it('shows the figures and the approval on the cards, opens the modal with Enter, steps with the arrows, approves from the modal', async () => {
    const { user } = await open();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getAllByText('Одобрено')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Отменить одобрение: изображение 12' })).toBeVisible();
    // One tab stop in the grid, on the picture button (no checks here).
    expect(screen.getAllByRole('button', { name: /^Открыть изображение/ }).map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    act(() => screen.getByRole('button', { name: 'Открыть изображение 11' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Открыть изображение 12' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Изображение 11 — site-11.ru' });
    expect(within(dialog).getByRole('button', { name: /Предыдущее/ })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Сохранить и продолжить' })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Изображение 12 — site-12.ru')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: /Следующее/ }));
    expect(within(dialog).getByText('Изображение 13 — site-13.ru')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /Следующее/ })).toBeDisabled();
    backend.fail('POST', '/api/rest/images/add_tag', { success: true, data: [{ id: 13, tags: [3, 44] }] });
    await user.click(within(dialog).getByRole('button', { name: 'Одобрить: изображение 13' }));
    expect(await within(dialog).findByRole('button', { name: 'Отменить одобрение: изображение 13' })).toBeVisible();
    expect(backend.last('POST', '/api/rest/images/add_tag').body).toEqual({ ids: [13], tags: [44] });
    await user.click(within(dialog).getAllByRole('button', { name: 'Закрыть' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByText('Одобрено')).toHaveLength(2);
  });

  it('works with answers of only the fields the spec names: cards of preview_url, is_approved and the statistic columns', async () => {
    backend.fail('GET', DATA, { success: true, data: [{ id: 21, preview_url: '/img/21.png', is_approved: true, displayed: 1500, clicks: 30 }, { id: 22, preview_url: '/img/22.png', is_approved: false, displayed: 10, clicks: 0 }], meta: { total_count: 2 } });
    backend.fail('GET', `${PAGE}/columns/`, { success: true, data: [{ field: 'displayed', title: 'Показы', is_card: true, sorting: true }, { field: 'clicks', title: 'Клики', is_card: true }] });
    renderScreen(<ImagesStatisticsScreen />, { at: PAGE, entry: 'images-statistics' });
    expect(await screen.findByText('Показано 2 из 2')).toBeVisible();
    const cards = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('.image-grid-card'));
      expect(found.map((c) => c.querySelector('.image-stats-figures')?.textContent)).toEqual(['Показы: 1\u00a0500Клики: 30', 'Показы: 10Клики: 0']);
      return found;
    });
    expect(within(cards[0]).getByText('Одобрено')).toBeVisible();
    expect(within(cards[1]).getByRole('button', { name: 'Одобрить: изображение 22' })).toBeEnabled();
  });

  it('shows a card’s figures in Russian, the same on the card and in its modal: numbers sent as text too, ids ungrouped (issue 26)', async () => {
    backend.fail('GET', DATA, { success: true, data: [card(31, { displayed: '49819', ctr: '0.95', site_id: 12345 })], meta: { total_count: 1 } });
    backend.fail('GET', `${PAGE}/columns/`, {
      success: true,
      data: [
        { field: 'displayed', title: 'Показы', is_card: true },
        { field: 'ctr', title: 'CTR, %', is_card: true },
        { field: 'site_id', title: 'ID сайта', is_card: true },
      ],
    });
    const { user } = renderScreen(<ImagesStatisticsScreen />, { at: PAGE, entry: 'images-statistics' });
    const figures = 'Показы: 49\u00a0819CTR, %: 0,95ID сайта: 12345';
    await waitFor(() => expect(document.querySelector('.image-grid-card .image-stats-figures')?.textContent).toBe(figures));
    await user.click(screen.getByRole('button', { name: 'Открыть изображение 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изображение 31 — site-31.ru' });
    expect(dialog.querySelector('.image-stats-figures')?.textContent).toBe(figures);
  });

  it("says 'Не удалось снять тег!' when the answer keeps the tag, 'Картинки пока не найдены' when nothing matches; never a javascript: picture", async () => {
    const { user } = await open();
    backend.fail('DELETE', '/api/rest/images/tag', { success: true, data: [{ id: 12, tags: [3, 44] }] });
    await user.click(screen.getByRole('button', { name: 'Отменить одобрение: изображение 12' }));
    expect(await screen.findByText('Не удалось снять тег!')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByRole('button', { name: 'Отменить одобрение: изображение 12' })).toBeVisible();

    backend.fail('GET', DATA, { success: true, data: [card(1, { preview_url: 'javascript:alert(1)', domain: '<b>x</b>', ctr: 'много' })], meta: { total_count: 1 } });
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByText('<b>x</b>')).toBeVisible();
    expect(screen.getByText('Нет изображения')).toBeVisible();
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
    backend.fail('GET', DATA, { success: true, data: [], meta: { total_count: 0 } });
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByText('Картинки пока не найдены')).toBeVisible();
  });
});
