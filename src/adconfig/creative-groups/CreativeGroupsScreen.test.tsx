import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { CreativeGroupsScreen } from './CreativeGroupsScreen';

const PAGE = '/campaigns/creative-groups/';
const rowOf = (id: number) => screen.getByLabelText(`Выбрать флайт ${id}`).closest('tr') as HTMLElement;

describe('CreativeGroupsScreen', () => {
  it('shows the campaign’s flights with their groups (markup as text), the group selector and its edit link; adds a group in the modal and puts a flight into it', async () => {
    const { user } = renderScreen(<CreativeGroupsScreen urlPath="" />, { at: `${PAGE}?campaign_id=1`, entry: 'creative-groups' });
    await screen.findByLabelText('Выбрать флайт 101');
    expect(within(rowOf(105)).getByText('<i>Ретаргетинг</i>')).toBeVisible();
    expect(within(rowOf(110)).getByText('Без группы')).toBeVisible();
    expect(screen.getByText('Изменить группу')).toHaveAttribute('href', '/creative-groups/1/edit');

    await user.click(screen.getByText('Добавить группу', { selector: 'button' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Новая группа' }));
    await user.click(dialog.getByText('Сохранить', { selector: 'button' }));
    expect(await dialog.findByText('Поле Название обязательно для заполнения.')).toBeVisible();
    await user.type(dialog.getByLabelText(/Название/), 'Дисплей');
    await user.click(dialog.getByText('Сохранить', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect((screen.getByLabelText('Группа') as HTMLSelectElement).selectedOptions[0].textContent).toBe('Дисплей'));

    await user.click(screen.getByLabelText('Выбрать флайт 110'));
    await user.click(screen.getByText('Добавить в группу (1)', { selector: 'button' }));
    await waitFor(() => expect(within(rowOf(110)).getByText('Дисплей')).toBeVisible());
    expect((backend.last('PUT', '/api/core/campaigns/creatives-groups/:id').body as { creatives: number[] }).creatives).toEqual([110]);
  });

  it('says to choose a campaign without one, and that a campaign has no flights', async () => {
    const { user } = renderScreen(<CreativeGroupsScreen />, { at: PAGE, entry: 'creative-groups' });
    expect(await screen.findByText('Выберите кампанию')).toBeVisible();
    await user.type(screen.getByLabelText('ID кампании'), '3');
    await user.click(screen.getByText('Найти', { selector: 'button' }));
    expect(await screen.findByText('Нет флайтов')).toBeVisible();
    expect(window.location.hash).toBe('#c=3');
  });
  it('a campaign that does not resolve says so, not "Нет флайтов", and a new group for it is refused before any POST (A 5)', async () => {
    const { user } = renderScreen(<CreativeGroupsScreen />, { at: PAGE, entry: 'creative-groups' });
    await user.type(await screen.findByLabelText('ID кампании'), '99');
    await user.click(screen.getByText('Найти', { selector: 'button' }));
    expect(await screen.findByText('Некорректный идентификатор кампании.')).toBeVisible();
    expect(screen.queryByText('Нет флайтов')).toBeNull();
    expect(backend.last('GET', '/api/campaigns/:id').path).toBe('/api/campaigns/99');

    await user.click(screen.getByText('Добавить группу', { selector: 'button' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Новая группа' }));
    await user.type(dialog.getByLabelText(/Название/), 'Дисплей');
    await user.click(dialog.getByText('Сохранить', { selector: 'button' }));
    await waitFor(() => expect(screen.getAllByText('Некорректный идентификатор кампании.')).toHaveLength(2)); // the table and the toast
    expect(screen.getByText('Ошибка валидации формы')).toBeVisible();
    expect(backend.all('POST', '/api/core/campaigns/creatives-groups')).toHaveLength(0);

    // A campaign that exists but has no flights is just that: 'Нет флайтов'.
    await user.click(screen.getByText('Отмена', { selector: 'button' }));
    await user.clear(screen.getByLabelText('ID кампании'));
    await user.type(screen.getByLabelText('ID кампании'), '3');
    await user.click(screen.getByText('Найти', { selector: 'button' }));
    expect(await screen.findByText('Нет флайтов')).toBeVisible();
    expect(screen.getAllByText('Некорректный идентификатор кампании.')).toHaveLength(1); // the toast alone
  });

  it('deletes the chosen group once asked (A 7 DELETE {id}); declined, nothing is sent; its flights then show no group', async () => {
    const { user } = renderScreen(<CreativeGroupsScreen />, { at: `${PAGE}?campaign_id=1`, entry: 'creative-groups' });
    await screen.findByLabelText('Выбрать флайт 101');
    await user.selectOptions(screen.getByLabelText('Группа'), '2');
    await user.click(screen.getByText('Удалить группу', { selector: 'button' }));
    const question = within(await screen.findByRole('dialog', { name: 'Удаление группы' }));
    expect(question.getByText('Удалить группу «<i>Ретаргетинг</i>»? Её флайты останутся без группы.')).toBeVisible();
    await user.click(question.getByText('Отмена', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.all('DELETE', '/api/core/campaigns/creatives-groups/:id')).toHaveLength(0);

    await user.click(screen.getByText('Удалить группу', { selector: 'button' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Удаление группы' })).getByText('Удалить', { selector: 'button' }));
    expect(await screen.findByText('Группа удалена')).toBeVisible();
    expect(backend.last('DELETE', '/api/core/campaigns/creatives-groups/:id').path).toBe('/api/core/campaigns/creatives-groups/2');
    await waitFor(() => expect(within(rowOf(105)).getByText('Без группы')).toBeVisible());
    expect([...(screen.getByLabelText('Группа') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Охват — Москва']);
  });
});
