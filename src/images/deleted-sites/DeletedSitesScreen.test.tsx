import { screen, waitFor, within } from '@testing-library/react';
import { backend, sentQuery } from '@test/setup';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { renderScreen } from '@test/render';
import { DeletedSitesScreen } from './DeletedSitesScreen';

const PAGE = '/preferences/deleted/sites';
const SEARCH = `${PAGE}/search`;

interface SeedSite {
  site_id: number;
  url: string;
  partner_id: number;
  partner_mail: string;
  partner_status: string;
}
const seed = () => backend.db.collection<SeedSite>('deleted-sites').all();
// Text and DOM lookups, not getByRole: role queries over a 50-row table are slow in jsdom.
const bodyRows = () => Array.from(document.querySelectorAll<HTMLTableRowElement>('tbody tr'));
const rowOf = (siteId: number) => screen.getByText(String(siteId), { selector: 'td' }).closest('tr') as HTMLElement;

async function open(at = PAGE) {
  const view = renderScreen(<DeletedSitesScreen />, { at, entry: 'deleted-sites' });
  await screen.findByRole('table', { name: 'Удалённые сайты' });
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
  return view;
}


// Few renders, several checks each: a render of this table is most of a test's cost in jsdom.
describe('DeletedSitesScreen', () => {
  it('shows the columns from /columns, status badges, site and mail links; a bare url linked, a javascript: url and HTML-looking text as text; an unknown status', async () => {
    await open(`${PAGE}#pp=all`);
    for (const title of ['ID сайта', 'URL сайта', 'ID партнёра', 'Email партнёра', 'Статус партнёра']) {
      expect(screen.getByRole('button', { name: new RegExp(title) })).toBeVisible();
    }
    const site = seed().find((s) => s.url.startsWith('https://') && s.partner_status === 'active' && !s.partner_mail.includes('<'))!;
    const row = within(rowOf(site.site_id));
    expect(row.getByRole('link', { name: site.url })).toHaveAttribute('href', site.url);
    expect(row.getByRole('link', { name: site.partner_mail })).toHaveAttribute('href', `mailto:${site.partner_mail}`);
    expect(row.getByText('Активен')).toHaveClass('badge');
    expect(screen.getAllByText('Всего: 137')).not.toHaveLength(0);
    const request = backend.last('GET', SEARCH);
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);

    const [bare, script, html, odd] = [
      seed().find((s) => !/^[a-z]+:/i.test(s.url))!,
      seed().find((s) => s.url.startsWith('javascript:'))!,
      seed().find((s) => s.partner_mail.includes('<b>'))!,
      seed().find((s) => s.partner_status === 'unknown_status')!,
    ];
    expect(within(rowOf(bare.site_id)).getByRole('link', { name: bare.url })).toHaveAttribute('href', `http://${bare.url}`);
    const scriptRow = within(rowOf(script.site_id));
    expect(scriptRow.getByText(script.url)).toBeVisible();
    expect(scriptRow.queryByRole('link', { name: script.url })).toBeNull();
    expect(within(rowOf(html.site_id)).getByText(html.partner_mail)).toBeVisible();
    expect(document.querySelector('table b')).toBeNull();
    expect(within(rowOf(odd.site_id)).getByText('Неизвестный статус')).toBeVisible();
  });

  it('marks a partner id that is not a number (Enter sends nothing); asks for the partners typed and keeps them in the hash; Back refills and reloads; sorts and pages in the hash; resets to the defaults; says when nothing is found; a failed search shows the server message, keeps what was typed, and the next search works', async () => {
    const { user } = await open();
    const calls = backend.all('GET', SEARCH).length;
    await user.click(screen.getByLabelText('ID партнёра'));
    await user.paste('12, x');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Некорректное значение')).toBeVisible();
    expect(screen.getByLabelText('ID партнёра')).toHaveAttribute('aria-invalid', 'true');
    expect(backend.all('GET', SEARCH)).toHaveLength(calls);

    await user.clear(screen.getByLabelText('ID партнёра'));
    await user.click(screen.getByLabelText('Поиск'));
    await user.paste('media');
    await user.click(screen.getByLabelText('ID партнёра'));
    await user.paste('100, 107');
    await user.click(screen.getByText('Найти', { selector: 'button' }));
    await waitFor(() =>
      expect(sentQuery(backend.last('GET', SEARCH))).toBe('search=media&partner_id[]=100&partner_id[]=107&page=1&per_page=50&field=site_id&order=desc'),
    );
    expect(window.location.hash).toBe('#q=media&pid=100%2C107');
    await waitFor(() => {
      const ids = bodyRows().map((r) => r.cells[2].textContent);
      expect(new Set(ids)).toEqual(new Set(['100', '107']));
    });

    window.history.back();
    await waitFor(() => expect(screen.getByLabelText('Поиск')).toHaveValue(''));
    await waitFor(() => expect(backend.last('GET', SEARCH).query).not.toHaveProperty('search'));

    await user.click(screen.getByRole('button', { name: /URL сайта/ }));
    await waitFor(() => expect(backend.last('GET', SEARCH).query).toMatchObject({ field: 'url', order: 'asc', page: '1' }));
    expect(window.location.hash).toBe('#f=url&o=asc');
    await user.click(screen.getAllByRole('button', { name: 'Страница 2' })[0]);
    await waitFor(() => expect(backend.last('GET', SEARCH).query).toMatchObject({ field: 'url', order: 'asc', page: '2' }));
    expect(window.location.hash).toBe('#p=2&f=url&o=asc');
    await user.selectOptions(screen.getAllByLabelText('На странице')[0], 'all');
    await waitFor(() => expect(backend.last('GET', SEARCH).query).toMatchObject({ per_page: 'all', page: '1' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(137));

    await user.click(screen.getByLabelText('Поиск'));
    await user.paste('media');
    await user.click(screen.getByText('Сбросить', { selector: 'button' }));
    await waitFor(() => expect(backend.last('GET', SEARCH).query).toEqual({ page: '1', per_page: '50', field: 'site_id', order: 'desc' }));
    expect(screen.getByLabelText('Поиск')).toHaveValue('');
    expect(window.location.hash).toBe('');

    // Nothing found; a failed search keeps what was typed (same render, back at the defaults).
    await user.click(screen.getByLabelText('Поиск'));
    await user.paste('такого сайта нет');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('По вашему запросу ничего не найдено')).toBeVisible();

    await user.clear(screen.getByLabelText('Поиск'));
    await user.click(screen.getByLabelText('Поиск'));
    await user.paste('media');
    await user.click(screen.getByLabelText('ID партнёра'));
    await user.paste('114');
    backend.fail('GET', SEARCH, { success: false, message: 'Нет доступа' });
    await user.click(screen.getByText('Найти', { selector: 'button' }));
    expect(await screen.findByText('Нет доступа')).toBeVisible();
    expect(screen.getByText('Ошибка')).toBeVisible();
    expect(screen.getByLabelText('Поиск')).toHaveValue('media');
    expect(screen.getByLabelText('ID партнёра')).toHaveValue('114');
    backend.standIn.faults.clear();
    await user.click(screen.getByText('Найти', { selector: 'button' }));
    await waitFor(() => expect(backend.all('GET', SEARCH).at(-1)?.status).toBe(200));
    expect(sentQuery(backend.last('GET', SEARCH))).toMatch(/^search=media&partner_id\[\]=114&/);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(bodyRows().every((row) => row.textContent?.includes('114'))).toBe(true);
  });

  it("says no total until the first answer; a first load that fails says so in the table with 'Повторить', which loads again", async () => {
    backend.fail('GET', SEARCH, { success: false, message: 'Сервис недоступен' }, 500);
    const { user } = renderScreen(<DeletedSitesScreen />, { at: PAGE, entry: 'deleted-sites' });
    expect(await screen.findByText('Сервис недоступен')).toBeVisible();
    expect(screen.queryByText(/Всего:/)).toBeNull();
    const table = screen.getByRole('table', { name: 'Удалённые сайты' });
    expect(table).toHaveTextContent('Не удалось загрузить данные');
    backend.standIn.faults.clear();
    await user.click(within(table).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    expect(backend.all('GET', SEARCH)).toHaveLength(2);
    expect(screen.getAllByText(/Всего: \d/).length).toBeGreaterThan(0);
  });
});
