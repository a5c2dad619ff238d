import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { ImageHistoryScreen } from './ImageHistoryScreen';

const PAGE = '/statistics/inimage/moderation/image';
const bodyRows = () => Array.from(document.querySelectorAll<HTMLTableRowElement>('tbody tr'));
const open = (id: number | string) => renderScreen(<ImageHistoryScreen />, { at: `${PAGE}/${id}`, entry: 'image-history' });

describe('ImageHistoryScreen', () => {
  it('lists each change with its date, its user (a link to their moderation) and the tag groups before and after', async () => {
    open(1);
    expect(await screen.findByText('Изменения изображения')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Изображение 1' })).toBeVisible();
    expect(screen.getByText('Домен: auto-mir.рф')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Изображение 1' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    expect(bodyRows()).toHaveLength(9);
    const [latest] = bodyRows();
    expect(latest.cells[0].textContent).toBe('08.11.2026 23:38');
    expect(within(latest).getByRole('link', { name: 'a.solovyov2' })).toHaveAttribute('href', '/statistics/inimage/moderation/user/2/images');
    await waitFor(() => expect(within(latest.cells[2]).getByText('Закат')).toBeVisible());
    expect(within(latest.cells[2]).getByText('Автомобили')).toBeVisible();
    expect(within(latest.cells[3]).getByText(/Кошки/).textContent).toBe('+ Кошки (новый)');
    expect(within(latest.cells[3]).getByText(/Обувь/).textContent).toBe('+ Обувь (новый)');
    expect(within(latest.cells[3]).getByText('Закат').textContent).toBe('Закат');
    // An automatic tag that is excluded shows only struck through.
    const excluded = bodyRows()[2];
    expect(within(excluded.cells[2]).getByText('Автомобили').textContent).toBe('Автомобили (исключён)');
    expect(within(excluded.cells[2]).queryByText('Автоматические')).toBeNull();
    expect(within(excluded.cells[3]).getByText(/Автомобили/).textContent).toBe('+ Автомобили (новый)');
    const admin = bodyRows()[7];
    expect(within(admin).getByRole('link', { name: '<b>admin</b>' })).toHaveAttribute('href', '/statistics/inimage/moderation/user/5/images');
    expect(within(bodyRows()[5]).getByRole('link', { name: 'Ирина Смирнова' })).toBeVisible();
    expect(document.querySelector('td b')).toBeNull();
    expect(screen.queryByText('Внимание, изображение было удалено!')).toBeNull();
  });

  it("alerts 'Внимание, изображение было удалено!' for a deleted image, without its changes", async () => {
    open(29);
    expect(await screen.findByText('Внимание, изображение было удалено!')).toHaveClass('alert');
    expect(screen.getByRole('heading', { name: 'Изображение 29' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads an answer of the generic list helper (data: the log entries of I 3, no image) as the changes of the page image', async () => {
    const entry = { log_id: 7, user_id: 2, user_login: 'a.solovyov2', created: '2026-11-08 23:38:00', before: { tags: [1], tags_exclude: [], tags_include: [] }, after: { tags: [1, 5], tags_exclude: [], tags_include: [5] } };
    backend.fail('GET', `${PAGE}/12`, { success: true, data: [entry] });
    open(12);
    expect(await screen.findByRole('heading', { name: 'Изображение 12' })).toBeVisible();
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0]).getByRole('link', { name: 'a.solovyov2' })).toHaveAttribute('href', '/statistics/inimage/moderation/user/2/images');
    expect(screen.queryByText('Изменения не зафиксированы')).toBeNull();
  });

  it("says 'Изменения не зафиксированы' for an image nobody changed", async () => {
    open(74);
    expect(await screen.findByText('Изменения не зафиксированы')).toBeVisible();
  });

  it('shows the server message of a failed load and says the data could not be loaded', async () => {
    open(99999);
    expect(await screen.findByText('Изображение не найдено')).toBeVisible();
    expect(screen.getByText('Не удалось загрузить данные')).toBeVisible();
    expect(screen.getByText('Ошибка')).toBeVisible();
  });

  it("shows a malformed answer's usable entries: an unknown user, no date, no tags, ids that are not ids dropped", async () => {
    backend.fail('GET', `${PAGE}/5`, {
      success: true,
      data: {
        image: { id: 5, image_id: 'x', preview_url: 'javascript:alert(1)', domain: null, status: 7 },
        logs: [null, { log_id: 'x' }, { log_id: 9, user_id: null, user_login: null, created: 'вчера', before: 'нет', after: { tags: [1, 'a', -3], tags_excluded: [2] } }],
      },
    });
    open(5);
    expect(await screen.findByText('Изменения изображения')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(bodyRows()).toHaveLength(1);
    const [row] = bodyRows();
    expect(row.cells[0].textContent).toBe('—');
    expect(row.cells[1].textContent).toBe('Неизвестный пользователь');
    expect(within(row).queryByRole('link')).toBeNull();
    expect(row.cells[2].textContent).toBe('Тегов нет');
    await waitFor(() => expect(within(row.cells[3]).getByText(/Автомобили/)).toBeVisible());
    expect(within(row.cells[3]).getByText(/Легковые/).textContent).toBe('+ Легковые (исключён) (новый)');
  });
});
