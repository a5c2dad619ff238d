import { screen, waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { CreativeGroupEditScreen } from './CreativeGroupEditScreen';

const GROUPS = '/api/core/campaigns/creatives-groups';
// By label, not by role: role queries walk the whole form (a slow test, and the cost table counts it).
const combo = (name: string) => screen.getByLabelText(name, { selector: 'select' });
const box = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const button = (name: string) => screen.getByText(name, { selector: 'button' });

jest.setTimeout(20000);

describe('CreativeGroupEditScreen', () => {
  it('shows the group (markup as text) with its campaign’s flights checked, the limit types (budgets also money, as stored); a limit out of range and a flight chosen, then saved', async () => {
    const { user } = renderScreen(<CreativeGroupEditScreen />, { at: '/creative-groups/2/edit', entry: 'creative-group-edit' });
    expect(await screen.findByText('Группа флайтов №2: <i>Ретаргетинг</i>', { selector: 'h1, h2, h3' })).toBeVisible();
    expect(await screen.findByLabelText('Выбрать флайт 105')).toBeChecked();
    expect(screen.getByLabelText('Выбрать флайт 101')).not.toBeChecked();
    expect(screen.getByText('Выбрано флайтов: 2')).toBeVisible();
    expect(combo('Группа')).toHaveDisplayValue('<i>Ретаргетинг</i>');
    expect(screen.getByText('К группам кампании', { selector: 'a' })).toHaveAttribute('href', '/campaigns/creative-groups/?campaign_id=1');
    expect([...(combo('Бюджет: тип лимита') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Значение', '% от кампании', 'Сумма, ₽']);
    expect(combo('Бюджет: тип лимита')).toHaveDisplayValue('Сумма, ₽'); // stored as `money`: kept
    expect(box('Действия в день')).toHaveValue('');
    expect([...(combo('Показы: тип лимита') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Значение', '% от кампании']);

    await user.selectOptions(combo('Клики: тип лимита'), '% от кампании');
    await user.click(box('Клики'));
    await user.paste('120');
    await user.click(screen.getByLabelText('Выбрать флайт 107'));
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    expect(button('Переименовать')).toBeDisabled();
    await user.click(button('Сохранить'));
    expect(await screen.findByText('% число от 0 до 100!')).toBeVisible();
    await user.clear(box('Клики'));
    await user.paste('20');
    await user.click(button('Сохранить'));
    expect(await screen.findByText('Группа сохранена')).toBeVisible();
    expect(backend.last('PUT', `${GROUPS}/2`).body).toMatchObject({ creatives: [105, 106, 107], limit_clicked: 20, limit_clicked_type: 'percent_campaign' });
    await waitFor(() => expect(screen.queryByText('Есть несохранённые изменения')).toBeNull());
  });

  it('a campaign typed loads its flights: none says "Нет флайтов", none typed "Выберите кампанию"', async () => {
    const { user } = renderScreen(<CreativeGroupEditScreen />, { at: '/creative-groups/3/edit', entry: 'creative-group-edit' });
    await screen.findByLabelText('Выбрать флайт 201');
    await user.clear(screen.getByLabelText(/^ID кампании/));
    expect(await screen.findByText('Выберите кампанию')).toBeVisible();
    await user.type(screen.getByLabelText(/^ID кампании/), '3');
    expect(await screen.findByText('Нет флайтов')).toBeVisible();
    expect(backend.last('GET', '/creatives').query).toEqual({ campaign_id: '3' });
    expect(screen.getByText('Выбраны флайты не из этой кампании: 2')).toBeVisible();
    await user.click(button('Сохранить'));
    expect(screen.getAllByText('Флайты должны быть из одной кампании').length).toBeGreaterThan(0);
  });

  it('without a usable id says so and loads nothing', () => {
    const before = backend.requests.length;
    renderScreen(<CreativeGroupEditScreen />, { at: '/creative-groups/x/edit', entry: 'creative-group-edit' });
    expect(screen.getByRole('alert')).toHaveTextContent('Не указана группа: откройте страницу из списка групп флайтов.');
    expect(backend.requests.slice(before).filter((r) => r.path.includes('creatives'))).toEqual([]);
  });
});
