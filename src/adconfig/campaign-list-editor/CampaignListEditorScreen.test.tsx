import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NAME_TOO_LONG } from '@fixtures/server/routes/campaign-list-editor';
import { pageNavigation } from '@core/navigate';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { CampaignListEditorScreen } from './CampaignListEditorScreen';

const PROPS = { templatesLoadUrl: '/campaigns/lists/templates', templatesSaveUrl: '/campaigns/lists/templates' };
// Clicks and changes as events (user-event's pointer checks are slow in jsdom); the browser flow types for real.
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('CampaignListEditorScreen', () => {
  it('shows the rows as text, moves text in and rows out, marks unsaved edits and keeps them when a save is refused', async () => {
    renderScreen(<CampaignListEditorScreen {...PROPS} />, { at: '/campaigns/lists/edit/?id=1', entry: 'campaign-list-editor' });
    expect(await screen.findByText('Спорт <b>без разметки</b>')).toBeVisible();
    expect(field('Название списка').value).toBe('Площадки осенней кампании');
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();

    fireEvent.click(screen.getByText('В текст →'));
    expect(await screen.findByText('Необходимо выбрать хотя бы один сайт!')).toBeVisible();
    fireEvent.click(field('Выбрать строку 2'));
    fireEvent.click(screen.getByText('В текст →'));
    const text = field('Текст');
    expect(text.value).toBe('sport.example.ru\tСпорт <b>без разметки</b>');
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    // The move is said (Save stores only the table) and can be undone: the row back in its place, checked.
    expect(screen.getByRole('status')).toHaveTextContent('Перенесено в текст строк: 1. В таблице их больше нет, а сохраняется только таблица.');
    fireEvent.click(screen.getByRole('button', { name: 'Вернуть в таблицу' }));
    expect(screen.getByText('Спорт <b>без разметки</b>')).toBeVisible();
    expect(field('Выбрать строку 2')).toBeChecked();
    expect(text.value).toBe('');
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();
    fireEvent.click(screen.getByText('В текст →'));
    expect(text.value).toBe('sport.example.ru\tСпорт <b>без разметки</b>');

    fireEvent.change(text, { target: { value: 'travel.example.ru\nmore.example.ru;Ещё' } });
    fireEvent.click(screen.getByText('← Добавить'));
    expect(screen.getByText('more.example.ru')).toBeVisible();
    expect(text).toHaveAccessibleDescription('Строка на запись, значения через табуляцию или «;». Не добавлено повторов: 1');
    expect(text.value).toBe('travel.example.ru\t');

    fireEvent.change(field('Название списка'), { target: { value: 'Н'.repeat(101) } });
    fireEvent.change(field('Выгрузка'), { target: { value: '1' } });
    fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));
    await waitFor(() => expect(field('Название списка')).toHaveAccessibleDescription(NAME_TOO_LONG));
    expect(backend.last('POST', '/campaigns/lists/edit').body).toMatchObject({ isNoExport: true });
    expect(field('Название списка').value).toHaveLength(101);
    expect(screen.getByText('more.example.ru')).toBeVisible();
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
  });

  it('a save with text left in the text area follows the redirect without asking, the button busy until the page goes', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    renderScreen(<CampaignListEditorScreen {...PROPS} />, { at: '/campaigns/lists/edit/?id=1', entry: 'campaign-list-editor' });
    expect(await screen.findByText('Спорт <b>без разметки</b>')).toBeVisible();
    fireEvent.change(field('Текст'), { target: { value: 'left.example.ru' } });
    const leavingAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(leavingAsks()).toBe(true);
    fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/campaigns/lists/edit/?id=1`));
    expect(leavingAsks()).toBe(false);
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();
    expect(screen.getByText('Сохранить', { selector: 'button' })).toBeDisabled();
    expect(window.sessionStorage.getItem('bo-flash')).toBe('');
  });

  it('says when the list did not load, and loads it on retry', async () => {
    backend.fail('GET', '/campaigns/lists/edit', { success: false, message: 'Нет доступа к списку' });
    renderScreen(<CampaignListEditorScreen />, { at: '/campaigns/lists/edit/?id=2', entry: 'campaign-list-editor' });
    expect(await screen.findByText('Нет доступа к списку')).toBeVisible();
    backend.standIn.faults.clear();
    fireEvent.click(screen.getByText('Повторить'));
    expect(await screen.findByText('Список пуст')).toBeVisible();
    expect(screen.getByText('Шаблоны еще не созданы.')).toBeVisible();
  });
});
