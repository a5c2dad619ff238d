import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { MediaplanFeedbackScreen } from './MediaplanFeedbackScreen';

const open = (at: string) => renderScreen(<MediaplanFeedbackScreen />, { at, entry: 'mediaplan-feedback' });
const badge = (label: string) => screen.getByText(`${label}:`).nextElementSibling;

describe('MediaplanFeedbackScreen', () => {
  it('shows the link, the client result and the rating badges (under 5 danger, under 8 warning, else success)', async () => {
    open('/mediaplans/feedback/?id=1');
    expect(await screen.findByText('9 — очень довольны, охват выше ожиданий')).toBeVisible();
    expect(screen.getByLabelText('Ссылка на опрос')).toHaveValue('https://feedback.example.ru/survey/7f3c2a91-mp1');
    expect(screen.getByText('Открыть')).toHaveAttribute('href', 'https://feedback.example.ru/survey/7f3c2a91-mp1');
    expect(screen.getByText('Быстрее согласовывать креативы «Осень-2026» & <b>баннеры</b>')).toBeVisible();
    expect(badge('Оценка кампании')).toHaveTextContent('8');
    expect(badge('Оценка кампании')).toHaveClass('text-bg-success');
    expect(badge('Оценка дизайнера')).toHaveClass('text-bg-danger');
    expect(screen.getByText(/Автор: i\.petrova · Обновлено: 30\.10\.2026 11:20/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Изменить' })).toBeVisible();
  });

  it('without a vote or a link: the empty texts, no error; makes a link; rates in the dialog (1–10 required) and shows the vote', async () => {
    const { user } = open('/mediaplans/feedback/?id=2');
    expect(await screen.findByText('Еще нет оценки от клиента.')).toBeVisible();
    expect(screen.getByText('Еще нет оценки от пользователей.')).toBeVisible();
    expect(document.querySelector('.toast')).toBeNull();

    await user.click(screen.getByText('Получить ссылку'));
    expect(((await screen.findByLabelText('Ссылка на опрос')) as HTMLInputElement).value).toMatch(/^https:\/\/feedback\.example\.ru\//);
    expect(screen.getByText('Ссылка создана')).toBeVisible();

    await user.click(screen.getByText('Оценить'));
    const dialog = await screen.findByRole('dialog');
    expect(window.location.hash).toBe('#vote');
    await user.click(within(dialog).getByText('Сохранить'));
    expect(within(dialog).getAllByText('Поставьте оценку от 1 до 10')).toHaveLength(2);
    expect(backend.all('POST', '/api/sales/mediaplans/feedback/2/vote')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/^Оценка кампании/), '6');
    await user.selectOptions(within(dialog).getByLabelText(/^Оценка дизайнера/), '10');
    await user.click(within(dialog).getByLabelText('Комментарий'));
    await user.paste('Хорошо');
    expect(within(dialog).getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(within(dialog).getByText('Сохранить'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.last('POST', '/api/sales/mediaplans/feedback/2/vote').body).toEqual({ campaign_rate: 6, designer_rate: 10, comments: 'Хорошо' });
    expect(screen.getByText('Успешно сохранено')).toBeVisible();
    expect(badge('Оценка кампании')).toHaveClass('text-bg-warning');
    expect(badge('Оценка дизайнера')).toHaveClass('text-bg-success');
    expect(screen.getByRole('button', { name: 'Изменить' })).toBeVisible();
    expect(window.location.hash).toBe('');
  });

  it('a backend answering 404 for a link not made yet: no failed tab, the empty texts and \'Получить ссылку\', which makes one (issue 42)', async () => {
    backend.fail('GET', '/api/sales/mediaplans/feedback/2/link', { success: false, message: 'Ссылка не найдена' }, 404);
    const { user } = open('/mediaplans/feedback/?id=2');
    expect(await screen.findByText('Еще нет оценки от клиента.')).toBeVisible();
    expect(screen.getByText('Еще нет оценки от пользователей.')).toBeVisible();
    expect(screen.queryByText('Ссылка не найдена')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Получить ссылку' }));
    expect(((await screen.findByLabelText('Ссылка на опрос')) as HTMLInputElement).value).toMatch(/^https:\/\/feedback\.example\.ru\//);
    expect(backend.all('POST', '/api/sales/mediaplans/feedback/2/link')).toHaveLength(1);
  });

  it('a link that fails otherwise still says the tab did not load', async () => {
    backend.fail('GET', '/api/sales/mediaplans/feedback/2/link', { success: false, message: 'Нет доступа' }, 403);
    open('/mediaplans/feedback/?id=2');
    expect(await screen.findByText('Нет доступа')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Получить ссылку' })).toBeNull();
  });

  it('shows the first 100 answers of an absurdly long survey result, and says how many there are', async () => {
    const result = Array.from({ length: 150 }, (_, i) => ({ question: `Вопрос ${i + 1}`, result: `Ответ ${i + 1}` }));
    backend.db.collection('mediaplan-feedback', { key: 'mediaplan_id' }).insert({ mediaplan_id: 77, link: null, feedback: { date_vote: '2026-10-01 10:00:00', ipv4_vote: '10.0.0.1', result }, vote: null });
    open('/mediaplans/feedback/?id=77');
    expect(await screen.findByText('Показаны первые 100 ответов из 150.')).toBeVisible();
    expect(screen.getByText('Ответ 100')).toBeVisible();
    expect(screen.queryByText('Ответ 101')).toBeNull();
  });
});
