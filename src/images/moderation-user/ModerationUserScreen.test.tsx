import { act, screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { ModerationUserScreen } from './ModerationUserScreen';

const USER = '/statistics/inimage/moderation/user';
const bodyRows = () => Array.from(document.querySelectorAll<HTMLTableRowElement>('tbody tr'));

describe('ModerationUserScreen', () => {
  it('shows the user, their images linked to each history; the actions tab with the tags before and after; the tab in the hash, Back returns', async () => {
    const { user } = renderScreen(<ModerationUserScreen />, { at: `${USER}/3/images`, entry: 'moderation-user' });
    expect(await screen.findByText('Изображения, изменённые пользователем')).toBeVisible();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.getByText('e.kuznetsov3')).toBeVisible();
    expect(screen.getByText('(ID 3)')).toBeVisible();
    const first = bodyRows()[0];
    expect(within(first).getByRole('link', { name: 'Изображение 24' })).toHaveAttribute('href', '/statistics/inimage/moderation/image/24');
    expect(first.cells[4].textContent).toBe('1');
    expect(first.cells[5].textContent).toBe('26.10.2026 13:16');

    await user.click(screen.getByRole('tab', { name: 'Действия' }));
    expect(await screen.findByText('Действия пользователя')).toBeVisible();
    expect(window.location.hash).toBe('#actions');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const action = bodyRows()[0];
    expect(action.cells[0].textContent).toBe('26.10.2026 13:16');
    expect(within(action).getByRole('link', { name: 'Изображение 24' })).toHaveAttribute('href', '/statistics/inimage/moderation/image/24');
    // The tag names arrive with their own call: added, excluded (struck through); a new one marked; markup as text.
    await waitFor(() => expect(within(action.cells[2]).getByText('Архитектура')).toBeVisible());
    // Теннис is automatic but excluded: shown only struck through.
    expect(within(action.cells[2]).queryByText('Автоматические')).toBeNull();
    expect(within(action.cells[2]).getByText('Теннис', { selector: '.text-decoration-line-through' }).textContent).toBe('Теннис (исключён)');
    expect(within(action.cells[2]).getByText('<b>жирный</b> тег & «кавычки»')).toBeVisible();
    expect(within(action.cells[2]).queryByText(/Еда/)).toBeNull();
    expect(within(action.cells[3]).getByText(/Еда/).textContent).toBe('+ Еда (новый)');
    expect(document.querySelector('td b')).toBeNull();

    window.history.back();
    expect(await screen.findByText('Изображения, изменённые пользователем')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Изображения' })).toHaveAttribute('aria-selected', 'true');
  });

  it("names an unknown user 'Неизвестный пользователь'; says when there is nothing; a failed load shows the server message", async () => {
    renderScreen(<ModerationUserScreen />, { at: `${USER}/999/images#actions`, entry: 'moderation-user' });
    expect(await screen.findByText('Изменения не зафиксированы')).toBeVisible();
    expect(screen.getByText('Неизвестный пользователь')).toBeVisible();
    expect(screen.getByText('(ID 999)')).toBeVisible();

    backend.fail('GET', `${USER}/999/images`, { success: false, message: 'Нет доступа к пользователю' });
    act(() => {
      window.history.pushState(null, '', `${USER}/999/images`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('Нет доступа к пользователю')).toBeVisible();
    expect(screen.getByText('Не удалось загрузить данные')).toBeVisible();
    // No total is said for an answer that never came; 'Повторить' asks again.
    expect(screen.queryByText(/Всего:/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeVisible();
  });

  it('works with answers of only the fields the spec names (no meta.user): the user is the one of the page path', async () => {
    backend.fail('GET', `${USER}/7/images`, { success: true, data: [{ id: 3, image_id: 103, preview_url: '/img/3.png', domain: 'vesti.ru', status: 'active' }], meta: { total_count: 1 } });
    renderScreen(<ModerationUserScreen />, { at: `${USER}/7/images`, entry: 'moderation-user' });
    expect(await screen.findByText('vesti.ru')).toBeVisible();
    expect(screen.getByText('(ID 7)')).toBeVisible();
  });
});
