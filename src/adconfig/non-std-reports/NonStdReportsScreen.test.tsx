import { screen, waitFor, within } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { NonStdReportsScreen, type NonStdReportsProps } from './NonStdReportsScreen';
import { VIEW_MODE_KEY } from './viewMode';

const PAGE = '/stat/non-std-reports';
const STATUSES = [
  { id: 'none', name: 'Без статуса' },
  { id: 'active', name: 'Активен' },
  { id: 'draft', name: 'Черновик' },
];
const RESULT_TYPES = [
  { id: 'table', name: 'Таблица', isFile: false },
  { id: 'xlsx', name: 'Файл Excel', isFile: true },
];
const ALL: NonStdReportsProps = { access: { create: true, edit: true }, statuses: STATUSES, resultTypes: RESULT_TYPES };

interface SeedReport {
  id: number;
  name: string;
  status: string;
  result_type: string;
}
const seed = () => backend.db.collection<SeedReport>('non-std-reports').all();
// Text and DOM lookups, not role queries over every card: those are slow in jsdom.
const cardOf = (name: string) => screen.getByText(name, { selector: 'a' }).closest('article') as HTMLElement;
const linkOf = (el: HTMLElement | Document, label: string) => el.querySelector<HTMLAnchorElement>(`a[aria-label="${label}"]`);
const FILE_ICON = '[role="img"][aria-label="Результат — файл для скачивания"]';

async function open(props: NonStdReportsProps = ALL, at = PAGE) {
  const view = renderScreen(<NonStdReportsScreen {...props} />, { at, entry: 'non-std-reports' });
  await screen.findByText(seed()[0].name, { selector: 'a' });
  return view;
}

describe('NonStdReportsScreen', () => {
  beforeEach(() => window.localStorage.removeItem(VIEW_MODE_KEY));

  it('shows cards by default: name to the run page, status (unknown as none), result type, the file icon for file results, edit links; create', async () => {
    await open();
    const request = backend.last('GET', PAGE);
    expect(request.query).toEqual({});
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    const [table, file] = [seed().find((r) => r.result_type === 'table' && r.status === 'active')!, seed().find((r) => r.result_type === 'xlsx')!];
    const card = within(cardOf(table.name));
    expect(card.getByText(table.name)).toHaveAttribute('href', `${PAGE}/${table.id}`);
    expect(card.getByText('Активен')).toHaveClass('badge');
    expect(card.getByText('Таблица')).toBeVisible();
    expect(cardOf(table.name).querySelector(FILE_ICON)).toBeNull();
    expect(linkOf(cardOf(table.name), `Изменить отчёт «${table.name}»`)).toHaveAttribute('href', `${PAGE}/${table.id}/edit`);
    expect(cardOf(file.name).querySelector(FILE_ICON)).not.toBeNull();
    const unknown = seed().find((r) => r.status === 'zombie')!;
    expect(within(cardOf(unknown.name)).getByText('Без статуса')).toBeVisible();
    const html = seed().find((r) => r.name.includes('<b>'))!;
    expect(screen.getByText(html.name, { selector: 'a' })).toBeVisible();
    expect(document.querySelector('.card b')).toBeNull();
    expect(screen.getByText('Создать')).toHaveAttribute('href', `${PAGE}/create`);
    expect(screen.getByRole('button', { name: 'Плиткой' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('more than 50 reports: 50 a page with a paginator in both views, the page in the hash, the total said (issue 42)', async () => {
    const reports = backend.db.collection<SeedReport>('non-std-reports');
    for (let i = 1; i <= 120; i += 1) reports.insert({ name: `Отчёт для страниц ${String(i).padStart(3, '0')}`, status: 'active', result_type: 'table' });
    const total = seed().length;
    const { user } = renderScreen(<NonStdReportsScreen {...ALL} />, { at: PAGE, entry: 'non-std-reports' });
    expect(await screen.findAllByText(`Всего: ${total}`)).not.toHaveLength(0);
    expect(document.querySelectorAll('article')).toHaveLength(50);
    const last = seed()[total - 1].name;
    expect(screen.queryByText(last, { selector: 'a' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Страница 3' })[0]);
    expect(await screen.findByText(last, { selector: 'a' })).toBeVisible();
    expect(window.location.hash).toBe('#p=3');
    expect(document.querySelectorAll('article')).toHaveLength(total - 100);

    await user.click(screen.getByRole('button', { name: 'Списком' }));
    expect(await screen.findByRole('navigation', { name: 'Страницы' })).toBeVisible();
  });

  it('without access: no create button, no edit links; a status list without none still says none', async () => {
    await open({ statuses: [], resultTypes: RESULT_TYPES });
    expect(screen.queryByText('Создать')).toBeNull();
    expect(document.querySelector('a[aria-label^="Изменить отчёт"]')).toBeNull();
    expect(screen.getAllByText('Без статуса').length).toBe(seed().length);
  });

  it('switches to the list and keeps the choice in localStorage; searches by name into the hash; nothing found; a failed load offers a retry', async () => {
    const { user, unmount } = await open();
    await user.click(screen.getByRole('button', { name: 'Списком' }));
    expect(window.localStorage.getItem(VIEW_MODE_KEY)).toBe('list');
    await screen.findByText('Нестандартные отчёты', { selector: 'caption' });
    expect(document.querySelectorAll('tbody a[aria-label^="Изменить отчёт"]')).toHaveLength(seed().length);

    await user.type(screen.getByLabelText('Поиск по названию'), 'выручка{Enter}');
    await waitFor(() => expect(backend.last('GET', PAGE).query).toEqual({ search: 'выручка' }));
    expect(window.location.hash).toBe('#q=%D0%B2%D1%8B%D1%80%D1%83%D1%87%D0%BA%D0%B0');
    await waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(1));
    await user.clear(screen.getByLabelText('Поиск по названию'));
    await user.type(screen.getByLabelText('Поиск по названию'), 'такого нет{Enter}');
    expect(await screen.findByText('Отчёты не найдены')).toBeVisible();
    unmount();

    // The list view is remembered on the next visit; back to the grid, a failed load says so and retries.
    backend.fail('GET', PAGE, { success: false, message: 'Нет доступа к отчётам' });
    const next = renderScreen(<NonStdReportsScreen {...ALL} />, { at: PAGE, entry: 'non-std-reports' });
    expect(await screen.findByText('Нет доступа к отчётам')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Списком' })).toHaveAttribute('aria-pressed', 'true');
    await next.user.click(screen.getByRole('button', { name: 'Плиткой' }));
    backend.standIn.faults.clear();
    await next.user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText(seed()[0].name, { selector: 'a' })).toBeVisible();
  });
});
