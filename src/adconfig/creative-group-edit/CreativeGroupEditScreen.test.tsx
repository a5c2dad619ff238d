import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '../../test/setup';
import { renderScreen } from '../../test/render';
import { CreativeGroupEditScreen } from './CreativeGroupEditScreen';

const GROUPS = '/api/core/campaigns/creatives-groups';
const combo = (name: string) => screen.getByRole('combobox', { name });
const box = (name: string) => screen.getByRole('textbox', { name });

jest.setTimeout(20000);

describe('CreativeGroupEditScreen', () => {
  it('shows the group (markup as text) with its campaign’s flights checked, the limit types with money for budgets; a limit out of range and a flight chosen, then saved', async () => {
    const { user } = renderScreen(<CreativeGroupEditScreen />, { at: '/creative-groups/2/edit', entry: 'creative-group-edit' });
    expect(await screen.findByRole('heading', { name: 'Группа флайтов №2: <i>Ретаргетинг</i>' })).toBeVisible();
    expect(await screen.findByLabelText('Выбрать флайт 105')).toBeChecked();
    expect(screen.getByLabelText('Выбрать флайт 101')).not.toBeChecked();
    expect(screen.getByText('Выбрано флайтов: 2')).toBeVisible();
    expect(combo('Группа')).toHaveDisplayValue('<i>Ретаргетинг</i>');
    expect(screen.getByRole('link', { name: 'К группам кампании' })).toHaveAttribute('href', '/campaigns/creative-groups/?campaign_id=1');
    expect(within(combo('Бюджет: тип лимита')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Сумма, ₽', '% от кампании']);
    expect(within(combo('Показы: тип лимита')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Значение', '% от кампании']);

    await user.selectOptions(combo('Клики: тип лимита'), '% от кампании');
    await user.type(box('Клики'), '120');
    await user.click(screen.getByLabelText('Выбрать флайт 107'));
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Переименовать' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('% число от 0 до 100!')).toBeVisible();
    await user.clear(box('Клики'));
    await user.type(box('Клики'), '20');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Группа сохранена')).toBeVisible();
    expect(backend.last('PUT', `${GROUPS}/2`).body).toMatchObject({ creatives: [105, 106, 107], limit_clicked: 20, limit_clicked_type: 'percent_campaign' });
    await waitFor(() => expect(screen.queryByText('Есть несохранённые изменения')).toBeNull());
  });

  it('a campaign typed loads its flights: none says "Нет флайтов", none typed "Выберите кампанию"', async () => {
    const { user } = renderScreen(<CreativeGroupEditScreen />, { at: '/creative-groups/3/edit', entry: 'creative-group-edit' });
    await screen.findByLabelText('Выбрать флайт 201');
    await user.clear(box('ID кампании'));
    expect(await screen.findByText('Выберите кампанию')).toBeVisible();
    await user.type(box('ID кампании'), '3');
    expect(await screen.findByText('Нет флайтов')).toBeVisible();
    expect(backend.last('GET', '/creatives').query).toEqual({ campaign_id: '3' });
    expect(screen.getByText('Выбраны флайты не из этой кампании: 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getAllByText('Флайты должны быть из одной кампании').length).toBeGreaterThan(0);
  });

  it('without a usable id says so and loads nothing', () => {
    const before = backend.requests.length;
    renderScreen(<CreativeGroupEditScreen />, { at: '/creative-groups/x/edit', entry: 'creative-group-edit' });
    expect(screen.getByRole('alert')).toHaveTextContent('Не указана группа: откройте страницу из списка групп флайтов.');
    expect(backend.requests.slice(before).filter((r) => r.path.includes('creatives'))).toEqual([]);
  });
});
