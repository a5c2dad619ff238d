import { screen, waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { CreativeFormScreen } from './CreativeFormScreen';

// By label, not by role: a role query names every control of this long form each time (seconds in jsdom).
const labelled = (name: string) => screen.getByLabelText(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
const combo = labelled;
const box = labelled;

jest.setTimeout(20000);

describe('CreativeFormScreen', () => {
  it('create: the campaign number looked up as typed, the format’s choices, the days and the recommended daily limit', async () => {
    const { user } = renderScreen(<CreativeFormScreen />, { at: '/creatives/create', entry: 'creative-form' });
    expect(screen.getByRole('heading', { name: 'Новый флайт' })).toBeVisible();
    await waitFor(() => expect(combo('Формат')).toBeEnabled());
    expect(combo('Шаблон')).toBeDisabled();
    expect(combo('Способ перенаправления')).toHaveDisplayValue('Автоматически');
    expect(combo('Видео-событие')).toHaveDisplayValue('Не выбрано');

    await user.click(box('Номер кампании'));
    await user.paste('99');
    expect(await screen.findByText('Кампания не найдена')).toBeVisible();
    await user.clear(box('Номер кампании'));
    await user.paste('7');
    expect(await screen.findByText('Кампания: Весенняя кампания «Сад и огород»')).toBeVisible();
    expect(screen.queryByText('Кампания не найдена')).toBeNull();

    await user.selectOptions(combo('Формат'), 'Видео pre-roll');
    await waitFor(() => expect(combo('Шаблон')).toBeEnabled());
    await user.selectOptions(combo('Шаблон'), '13');
    await user.selectOptions(combo('Видео-событие'), 'Досмотр 100%');
    expect(combo('Видео-событие')).toHaveDisplayValue('Досмотр 100%');
    await user.selectOptions(combo('Формат'), 'Баннер 240×400');
    expect(combo('Видео-событие')).toHaveDisplayValue('Не выбрано');
    expect(combo('Шаблон')).toHaveDisplayValue('Не выбрано');

    expect(screen.getByText('Дней: без даты окончания')).toBeVisible();
    await user.click(box('Клики'));
    await user.paste('1000');
    expect(screen.queryByRole('button', { name: /поставить в поле «Клики в сутки»/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Поле Шаблон обязательно для заполнения!')).toBeVisible();
    expect(screen.getByText('Поле Дата начала обязательно для заполнения!')).toBeVisible();
    expect(screen.getByText('Поле Ссылка перехода обязательно для заполнения!')).toBeVisible();
    expect(backend.all('POST', '/creatives')).toHaveLength(0);
  });

  it('edit: the flight in its heading, the format locked, the recommendation applied on a click; saved with PUT', async () => {
    const { user } = renderScreen(<CreativeFormScreen />, { at: '/creatives/settings/?id=1', entry: 'creative-form' });
    expect(await screen.findByRole('heading', { name: 'Флайт №1: Осенняя распродажа — баннер 240×400' })).toBeVisible();
    expect(combo('Формат')).toBeDisabled();
    expect(screen.getByText('Формат флайта не меняется после создания')).toBeVisible();
    expect(screen.getByText('Дней: 31')).toBeVisible();
    expect(await screen.findByText('Кампания: Осенняя распродажа «Техно» — охватная кампания')).toBeVisible();

    const apply = screen.getByRole('button', { name: 'Рекомендуемый: 162 — поставить в поле «Клики в сутки»' });
    expect(apply).toHaveTextContent('Рекомендуемый: 162'); // 5000 / 31 rounded up
    await user.click(apply);
    expect(box('Клики в сутки')).toHaveValue('162');
    expect(screen.getByRole('button', { name: /поставить в поле «Бюджет в сутки»/ }).textContent).toBe('Рекомендуемый: 4\u00a0838,7259'); // ru-RU, read-only
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.last('PUT', '/creatives/1').body).toMatchObject({ limit_clicked_daily: 162, limit_clicked_daily_type: 'value', format_id: 1 }));
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
  });

  it('adomain and is_rtb sit with the limits on the right, not among the basic fields (A 2, A 3 "Limits: … adomain, is_rtb")', async () => {
    renderScreen(<CreativeFormScreen />, { at: '/creatives/settings/?id=1', entry: 'creative-form' });
    await screen.findByRole('heading', { name: 'Флайт №1: Осенняя распродажа — баннер 240×400' });
    const sectionOf = (field: HTMLElement) => field.closest('section')?.querySelector('h3')?.textContent;
    expect([sectionOf(box('Домен рекламодателя (adomain)')), sectionOf(box('RTB'))]).toEqual(['Лимиты', 'Лимиты']);
    expect([sectionOf(box('Название')), sectionOf(box('Не переоценивать'))]).toEqual(['Основные настройки', 'Основные настройки']);
  });

  it('without a usable id says so', () => {
    renderScreen(<CreativeFormScreen />, { at: '/creatives/settings/?id=abc', entry: 'creative-form' });
    expect(screen.getByRole('alert')).toHaveTextContent('Не указан флайт: откройте страницу из списка флайтов.');
  });

  it('shows the group and the status; an unknown stored distribution and status read as such and go back as they came (issue 43)', async () => {
    const distributions = [{ value: 'even', label: 'Равномерно' }];
    const { user } = renderScreen(<CreativeFormScreen distributions={distributions} />, { at: '/creatives/settings/?id=3', entry: 'creative-form' });
    expect(await screen.findByText('Видео <i>осень</i> (№3)')).toBeVisible();
    expect(screen.getByText('Неизвестное значение (paused)')).toBeVisible();
    await waitFor(() => expect(combo('Распределение')).toHaveDisplayValue('Неизвестное значение (frontload)'));
    expect([...(combo('Распределение') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Не выбрано', 'Неизвестное значение (frontload)', 'Равномерно']);
    await user.type(box('Комментарий'), ' — проверено');
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    expect(backend.last('PUT', '/creatives/3').body).toMatchObject({ distribution: 'frontload', status: 'paused', group_id: 3 });
  });
});
