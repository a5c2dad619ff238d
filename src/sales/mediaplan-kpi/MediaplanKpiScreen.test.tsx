import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { MediaplanKpiScreen } from './MediaplanKpiScreen';

const SAVE = '/api/sales/mediaplans/kpi/save-diff/1';
const FIRST = 'Техно: охватная кампания (баннеры 240×400)';
/**
 * A control of the open modal by its aria-label, else by its <label>: CSS lookups, as the grid kind's tests find
 * cells (label and role queries over a modal of selects and checkboxes are what jsdom is slowest at).
 */
function control<T extends HTMLElement>(label: string): T {
  const modal = document.querySelector('.modal.show') as HTMLElement;
  const labelled = modal.querySelector<T>(`[aria-label="${label}"]`);
  const forId = [...modal.querySelectorAll('label')].find((l) => l.textContent === label)?.htmlFor;
  const found = labelled ?? (forId ? (document.getElementById(forId) as T | null) : null);
  if (!found) throw new Error(`no control ${label}`);
  return found;
}

async function open(at: string) {
  const view = renderScreen(<MediaplanKpiScreen />, { at, entry: 'mediaplan-kpi' });
  await screen.findByText(/^KPI медиаплана «/);
  return view;
}

describe('MediaplanKpiScreen', () => {
  it('shows each campaign with its lines and results; edits a campaign in its modal, stops on the S 5 messages, saves the changed lines to the chosen campaigns', async () => {
    const { user } = await open('/mediaplans/kpi/?id=1');
    const table = screen.getByRole('table', { name: 'KPI медиаплана по кампаниям' });
    // S 9: by the operator (Охват 198 400 < 250 000), by the worst value (Конверсии: no operator, min, 95 < 120), neither known.
    const rowOf = (text: string) => [...table.querySelectorAll('tr')].find((r) => r.textContent?.includes(text)) as HTMLElement;
    const campaignOf = (name: string) => screen.getByText(name, { selector: 'th div' }).closest('tbody') as HTMLElement;
    expect(rowOf('Охват')).toHaveTextContent(/Больше или равно.*250 000.*198 400.*Не выполнен/);
    expect(rowOf('Сессии')).toHaveTextContent('Выполнен');
    expect(rowOf('Конверсии')).toHaveTextContent(/По худшему значению.*Не выполнен/);
    expect(rowOf('Доля досмотров видео')).toHaveTextContent('Неизвестная ошибка');
    expect(rowOf('Техно: мобильный трафик')).toHaveTextContent('Данные по плану не найдены.');

    await user.click(document.querySelector(`[aria-label="Изменить KPI кампании ${FIRST}"]`) as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`KPI кампании «${FIRST}»`)).toBeVisible();
    expect(window.location.hash).toBe('#c=101');
    expect(within(dialog).getByRole('table', { name: 'Качественные показатели' })).toBeVisible();
    expect(within(dialog).getByRole('table', { name: 'Количественные показатели' })).toBeVisible();
    expect(control<HTMLSelectElement>('Условие: Сессии').value).toBe('>=');

    // An indicator added: a new line, marked unsaved.
    await user.selectOptions(control('Добавить: качественный показатель'), 'Время на сайте, с');
    expect(within(dialog).getByText('Есть несохранённые изменения')).toBeVisible();

    await user.clear(control('План: Сессии'));
    await user.paste('много');
    await user.click(within(dialog).getByText('Сохранить'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Сессии: план должен быть числом.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Время на сайте, с: план должен быть числом.');
    expect(control('План: Сессии')).toHaveAttribute('aria-invalid', 'true');
    expect(backend.all('POST', SAVE)).toHaveLength(0);

    await user.clear(control('План: Сессии'));
    await user.paste('32000');
    await user.selectOptions(control('Условие: Сессии'), 'Больше');
    await user.click(control('Удалить показатель Время на сайте, с'));
    // Applied to the retargeting campaign too.
    const sessionsRow = control('План: Сессии').closest('tr') as HTMLElement;
    await user.click(within(sessionsRow).getByText('Эта кампания'));
    await user.click(within(sessionsRow).getByLabelText('Техно: ретаргетинг «Брошенная корзина»'));
    await user.click(within(dialog).getByText('Сохранить'));
    await waitFor(() => expect(backend.all('POST', SAVE)).toHaveLength(1));
    expect(backend.last('POST', SAVE).body).toEqual({
      diff: [
        { campaign_id: 101, kpi_id: 1, compare: '>', plan: 32000 },
        { campaign_id: 102, kpi_id: 1, compare: '>', plan: 32000 },
      ],
    });
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.hash).toBe('');
    expect(campaignOf('Техно: ретаргетинг «Брошенная корзина»')).toHaveTextContent(/Сессии.*Больше.*32 000/);
  });

  it('removes an indicator from a campaign after the confirmation as an unsaved edit: \'Отмена\' brings it back, Save sends its empty plan; says when every indicator of a type is in the table', async () => {
    const lines = backend.db.collection('mediaplan-kpi-lines');
    for (const kpi of [11, 12, 14, 15]) lines.insert({ mediaplan_id: 1, campaign_id: 102, kpi, compare: '>=', plan: 1, fact: null });
    const { user } = await open('/mediaplans/kpi/?id=1#c=102');
    expect(await screen.findByText('Все показатели добавлены в таблицу.')).toBeVisible();
    const removeClicks = async () => {
      await user.click(control('Удалить показатель Клики'));
      expect(await screen.findByText('Удалить показатель «Клики» у кампании «Техно: ретаргетинг «Брошенная корзина»»? Не забудьте сохранить.')).toBeVisible();
      await user.click(screen.getByText('Удалить', { selector: 'button' }));
      await waitFor(() => expect(document.querySelector('[aria-label="План: Клики"]')).toBeNull());
    };
    await removeClicks();
    expect(backend.all('POST', SAVE)).toHaveLength(0);
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();

    // 'Отмена' (after the question for unsaved edits) undoes it: nothing was sent, Клики is there again.
    await user.click(screen.getByText('Отмена', { selector: 'button' }));
    await user.click(await screen.findByText('Закрыть', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: /^Изменить KPI кампании Техно: ретаргетинг/ }));
    await waitFor(() => expect(control('План: Клики')).toBeVisible());

    await removeClicks();
    await user.click(within(screen.getByRole('dialog')).getByText('Сохранить'));
    await waitFor(() => expect(backend.all('POST', SAVE)).toHaveLength(1));
    expect(backend.last('POST', SAVE).body).toEqual({ diff: [{ campaign_id: 102, kpi_id: 2, compare: '>=', plan: null }] });
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
  });

  it('says so when the plan has no campaigns', async () => {
    await open('/mediaplans/kpi/?id=2');
    expect(screen.getByText('Данные по плану не найдены.')).toBeVisible();
  });

  it('with only the spec’s lines (S 3) in the answer: the lines’ campaigns, the indicators from GET /api/sales/kpi-indicators, results shown', async () => {
    backend.fail('GET', '/api/sales/mediaplans/kpi/:id', {
      success: true,
      data: [{ campaign_id: 41, kpi: 1, kpi_name: 'Сессии', compare: '>=', plan: 100, fact: 150, apply_to: [41] }],
    });
    await open('/mediaplans/kpi/?id=1');
    expect(backend.all('GET', '/api/sales/kpi-indicators')).toHaveLength(1);
    const table = screen.getByRole('table', { name: 'KPI медиаплана по кампаниям' });
    expect(within(table).getByText('#41', { selector: 'th div' })).toBeVisible();
    const row = [...table.querySelectorAll('tr')].find((r) => r.textContent?.includes('Сессии')) as HTMLElement;
    expect(row).toHaveTextContent(/Больше или равно.*100.*150.*Выполнен/);
    expect(screen.getByLabelText('Изменить KPI кампании #41')).toBeVisible();
  });
});
