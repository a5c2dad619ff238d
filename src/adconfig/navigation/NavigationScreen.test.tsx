import { act, screen, waitFor, within } from '@testing-library/react';
import { mountIsland } from '@shell/mountIsland';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { renderScreen, type ScreenRender } from '@test/render';
import { hostile, XSS_SCRIPT } from '@fixtures/server/core/hostile';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { NavigationScreen } from './NavigationScreen';
import { pageState } from '@core/pageState';
import { navigationProps, type NavigationProps } from './props';

type SeedNavigation = Pick<NavigationProps, 'left' | 'right' | 'supportEmail' | 'host'>;

function props(extra: Partial<NavigationProps> = {}): NavigationProps {
  return {
    ...backend.db.doc<SeedNavigation>('navigation'),
    breadcrumbs: [{ title: 'Главная', url: '/' }, { title: 'Настройки', url: '/preferences/' }, { title: 'Справочники' }],
    title: 'Справочники',
    rid: 'handbooks',
    urlPath: '',
    ...extra,
  };
}

/** Renders the island and waits for the seeded notices, so their toasts arrive inside the test. */
async function renderNavigation(p: NavigationProps, at = '/'): Promise<ScreenRender> {
  const rendered = renderScreen(<NavigationScreen {...p} />, { at });
  await screen.findByText('Плановые работы 14 июня');
  return rendered;
}

/** The top bar's entries in the order shown (links and dropdown toggles). */
function barEntries(): string[] {
  const bar = screen.getByRole('navigation', { name: 'Основное меню' });
  return Array.from(bar.querySelectorAll('.navbar-nav > .nav-link, .navbar-nav > .nav-item > .nav-link')).map((el) => el.textContent ?? '');
}

afterEach(() => {
  pageState.reset();
});

describe('NavigationScreen', () => {
  it('shows the left and right items sorted by position, without position last', async () => {
    await renderNavigation(
        props({
          left: [
            { name: 'Третий', url: '/c/', position: 3 },
            { name: 'Без позиции', url: '/x/' },
            { name: 'Первый', url: '/a/', position: 1, icon: 'bi bi-star' },
            { name: 'Второй', url: '/b/', position: 2 },
          ],
          right: [
            { name: 'Профиль', url: '/users/profile', position: 2 },
            { name: 'Пользователи', url: '/users/', position: 1 },
          ],
        }),
      '/b/list',
    );
    expect(barEntries()).toEqual(['Первый', 'Второй', 'Третий', 'Без позиции', 'Пользователи', 'Профиль']);
    expect(screen.getByRole('link', { name: 'Первый' })).toHaveAttribute('href', '/a/');
    expect(screen.getByRole('link', { name: 'Второй' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Первый' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Меню' })).toHaveAttribute('aria-controls', 'navigation-menu');
  });

  it('highlights the item of the first path segment and, in its dropdown, the action of the current path', async () => {
    const { user } = await renderNavigation(props(), '/preferences/handbooks');
    const settings = screen.getByRole('button', { name: 'Настройки' });
    expect(settings).toHaveClass('active');
    expect(screen.getByRole('button', { name: 'Статистика' })).not.toHaveClass('active');

    await user.click(settings);
    const current = await screen.findByRole('link', { name: 'Справочники' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Списки сайтов' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Списки сайтов' })).toHaveAttribute('href', '/preferences/sites-lists/');
  });

  it('matches items after the site prefix (urlPath)', async () => {
    const seed = backend.db.doc<SeedNavigation>('navigation');
    const prefixed = seed.left.map((item) => ({ ...item, url: `/adm${item.url}`, actions: undefined }));
    backend.fail('GET', '/adm/ajax/notices/get/', { success: true, data: [{ title: 'Плановые работы 14 июня', description: '…', type: 'info' }] });
    await renderNavigation(props({ left: prefixed, urlPath: '/adm' }), '/adm/statistics/chart');
    const bar = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(within(bar).getByRole('link', { name: 'Статистика' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Настройки' })).not.toHaveAttribute('aria-current');
  });

  it('shows the breadcrumbs, the last one as the current page, and the title as h1 and document title', async () => {
    document.title = 'Справочники — Бэк-офис';
    await renderNavigation(props(), '/preferences/handbooks');
    const trail = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(trail).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Настройки' })).toHaveAttribute('href', '/preferences/');
    const last = within(trail).getByText('Справочники');
    expect(last).toHaveAttribute('aria-current', 'page');
    expect(within(trail).queryByRole('link', { name: 'Справочники' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Справочники' })).toBeVisible();
    expect(document.title).toBe('Справочники — Бэк-офис');
  });

  it('follows the shared page state that other islands set', async () => {
    document.title = 'Справочники — Бэк-офис';
    await renderNavigation(props(), '/preferences/handbooks/7');
    act(() => {
      pageState.setTitle('Справочник «Города»');
      pageState.setBreadcrumbs([{ title: 'Главная', url: '/' }, { title: 'Справочники', url: '/preferences/handbooks' }, { title: 'Города' }]);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Справочник «Города»' })).toBeVisible();
    expect(document.title).toBe('Справочник «Города» — Бэк-офис');
    const trail = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(trail).getByRole('link', { name: 'Справочники' })).toHaveAttribute('href', '/preferences/handbooks');
    expect(within(trail).getByText('Города')).toHaveAttribute('aria-current', 'page');
  });

  it('shows server text as text and never a javascript: link', async () => {
    const { user } = await renderNavigation(
      props({
        left: [{ name: '<b>Тест</b> & "кавычки"', url: 'javascript:alert(1)', actions: undefined }],
        right: [{ name: 'Сервис', url: '/service/', actions: [{ title: 'Опасно', url: 'javascript:alert(1)' }] }],
        breadcrumbs: [{ title: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)' }, { title: 'Здесь' }],
      }),
    );
    expect(screen.getByText('<b>Тест</b> & "кавычки"')).not.toHaveAttribute('href');
    expect(screen.getByText('<img src=x onerror=alert(1)>').tagName).toBe('LI');
    await user.click(screen.getByRole('button', { name: 'Сервис' }));
    expect(await screen.findByText('Опасно')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Опасно')).not.toHaveAttribute('href');
    expect(document.querySelector('[href^="javascript"]')).toBeNull();
  });

  it('survives hostile props from the layout: markup shown as text, no script link', async () => {
    // urlPath is a path prefix, not a link: kept as is (hostile() would make it javascript:, see the report).
    await renderNavigation(navigationProps.parse({ ...hostile(props()), urlPath: '' }), '/preferences/handbooks');
    expect(screen.getByRole('navigation', { name: 'Основное меню' })).toHaveTextContent(XSS_SCRIPT);
    expect(document.querySelector('img, script')).toBeNull();
    expect(document.querySelector('[href^="javascript"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Справочники');
  });

  it('ends the page with the support contact and the copyright up to this year', async () => {
    await renderNavigation(props());
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Пишите нам – support@adplatform.ru');
    expect(within(footer).getByRole('link', { name: 'support@adplatform.ru' })).toHaveAttribute('href', 'mailto:support@adplatform.ru');
    expect(footer).toHaveTextContent(`© 2008–${new Date().getFullYear()} backoffice.adplatform.ru`);
  });

  it('asks for the page notices once, with its rid and the ajax headers, and shows each as a toast', async () => {
    renderScreen(<NavigationScreen {...props()} />, { at: '/preferences/handbooks' });
    expect(await screen.findByText('Плановые работы 14 июня')).toBeVisible();
    const notice = backend.last('GET', '/ajax/notices/get/');
    expect(notice.query).toEqual({ rid: 'handbooks' });
    expect(notice.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(notice.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(backend.all('GET', '/ajax/notices/get/')).toHaveLength(1);

    const warning = screen.getByText(/В ночь с 14 на 15 июня/).closest('.toast');
    expect(warning).toHaveClass('bg-warning');
    const info = screen.getByText('Новое в отчётах: <b>фильтры</b> сохраняются в ссылке').closest('.toast');
    expect(info).toHaveClass('bg-info');
    expect(info).toHaveTextContent("<script>alert('не код, а текст')</script>");
  });

  it('shows the notices once a session; one the operator closed stays closed, a new one shows', async () => {
    const first = renderScreen(<NavigationScreen {...props()} />);
    const toast = (await screen.findByText('Плановые работы 14 июня')).closest('.toast');
    if (!(toast instanceof HTMLElement)) throw new Error('no toast');
    await first.user.click(within(toast).getByRole('button', { name: 'Закрыть' }));
    first.unmount();
    act(() => notify.clear());

    // The next page of this session: nothing repeats.
    const second = renderScreen(<NavigationScreen {...props()} />);
    await waitFor(() => expect(backend.all('GET', '/ajax/notices/get/')).toHaveLength(2));
    expect(document.querySelectorAll('.toast')).toHaveLength(0);
    second.unmount();

    // A new session: the notices not closed show again, the closed one does not; a new notice shows.
    window.sessionStorage.clear();
    const seeded = backend.db.collection<{ rid?: string; title?: string; description: string; type?: string }>('notices').find((n) => !n.rid || n.rid === 'handbooks');
    const answered = seeded.map(({ title, description, type }) => ({ title, description, type }));
    backend.fail('GET', '/ajax/notices/get/', { success: true, data: [...answered, { title: 'Новая функция', description: 'Отчёт по каналам', type: 'info' }] });
    renderScreen(<NavigationScreen {...props()} />);
    expect(await screen.findByText('Новая функция')).toBeVisible();
    expect(screen.getByText('Новое в отчётах: <b>фильтры</b> сохраняются в ссылке')).toBeVisible();
    expect(screen.queryByText('Плановые работы 14 июня')).toBeNull();
  });

  it('sends notices behind the site prefix and maps the notice type to the toast colour', async () => {
    backend.fail('GET', '/adm/ajax/notices/get/', {
      success: true,
      data: [
        { title: 'Сбой выгрузки', description: 'Выгрузка не удалась', type: 'error' },
        { title: 'Готово', description: 'Отчёт построен', type: 'success' },
      ],
    });
    renderScreen(<NavigationScreen {...props({ urlPath: '/adm/' })} />, { at: '/adm/preferences/' });
    expect((await screen.findByText('Выгрузка не удалась')).closest('.toast')).toHaveClass('bg-danger');
    expect(screen.getByText('Отчёт построен').closest('.toast')).toHaveClass('bg-success');
    expect(backend.last('GET', '/adm/ajax/notices/get/').query).toEqual({ rid: 'handbooks' });
  });

  it('says so when the notices cannot be loaded', async () => {
    backend.fail('GET', '/ajax/notices/get/', { success: false, message: 'Сервис уведомлений недоступен' }, 500);
    renderScreen(<NavigationScreen {...props()} />);
    const toast = (await screen.findByText('Сервис уведомлений недоступен')).closest('.toast');
    expect(toast).toHaveTextContent('Ошибка');
  });
});

describe('dropdown actions with a method', () => {
  const withAction = (confirm?: string) =>
    props({
      right: [{ name: 'Сервис', url: '/service/', actions: [{ title: 'Сбросить кэш', url: '/service/cache', method: 'DELETE', confirm }] }],
    });

  it('asks the confirm text, then calls the url with the method and shows the server message', async () => {
    backend.fail('DELETE', '/service/cache', { success: true, message: 'Кэш сброшен' });
    const { user } = await renderNavigation(withAction('Сбросить кэш всех экранов?'));
    await user.click(screen.getByRole('button', { name: 'Сервис' }));
    await user.click(await screen.findByRole('button', { name: 'Сбросить кэш' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Сбросить кэш всех экранов?');
    await user.click(within(dialog).getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Кэш сброшен')).toBeVisible();
    const call = backend.last('DELETE', '/service/cache');
    expect(call.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(call.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
  });

  it('sends nothing when the confirmation is declined', async () => {
    const { user } = await renderNavigation(withAction('Сбросить кэш всех экранов?'));
    await user.click(screen.getByRole('button', { name: 'Сервис' }));
    await user.click(await screen.findByRole('button', { name: 'Сбросить кэш' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отмена' }));
    expect(backend.all('DELETE', '/service/cache')).toHaveLength(0);
  });

  it('shows the error toast when the call fails', async () => {
    backend.fail('DELETE', '/service/cache', { success: false, message: 'Нет прав на сброс кэша' });
    const { user } = await renderNavigation(withAction());
    await user.click(screen.getByRole('button', { name: 'Сервис' }));
    await user.click(await screen.findByRole('button', { name: 'Сбросить кэш' }));
    const toast = (await screen.findByText('Нет прав на сброс кэша')).closest('.toast');
    expect(toast).toHaveTextContent('Ошибка');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('mounting from the layout', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows an alert and logs what is wrong with bad props', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = { ...props(), breadcrumbs: [{ url: '/' }] };
    document.body.innerHTML = `<div id="navigation" data-props='${JSON.stringify(bad).replace(/'/g, '&#39;')}'></div>`;
    expect(mountIsland('navigation', navigationProps, (p: NavigationProps) => <NavigationScreen {...p} />)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось открыть экран «navigation»: bad data-props: props.breadcrumbs[0].title must be a non-empty string, got undefined');
    expect(error).toHaveBeenCalledWith('[navigation] bad data-props: props.breadcrumbs[0].title must be a non-empty string, got undefined');
    error.mockRestore();
  });

  it('renders the bar from good props, with the footer after <main>', async () => {
    // The page's toast host is taken as already there: this test checks the island, not the hosts.
    document.body.innerHTML = `<div id="navigation"></div><main></main><div id="island-page-hosts"></div>`;
    document.getElementById('navigation')?.setAttribute('data-props', JSON.stringify(props()));
    let root: ReturnType<typeof mountIsland> = null;
    await act(async () => {
      root = mountIsland('navigation', navigationProps, (p: NavigationProps) => <NavigationScreen {...p} />);
    });
    expect(screen.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
    expect(document.querySelector('main + footer')).toHaveTextContent('Пишите нам');
    await waitFor(() => expect(notify.toasts.map((t) => t.title)).toContain('Плановые работы 14 июня'));
    act(() => root?.unmount());
    expect(document.querySelector('footer')).toBeNull();
  });

  it('keeps the bar when an item has url null (a label, a dropdown parent) and the page has no rid: only the notices are skipped', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rid: _rid, ...withoutRid } = props();
    const layout = {
      ...withoutRid,
      left: [
        { name: 'Отчёты', url: null, actions: [{ title: 'Графики', url: '/statistics/chart' }, { title: 'Скоро', url: null }] },
        { name: 'Раздел', url: null },
        { name: 'Справочники', url: '/preferences/handbooks' },
      ],
      title: null,
    };
    document.body.innerHTML = `<div id="navigation"></div><main></main><div id="island-page-hosts"></div>`;
    document.getElementById('navigation')?.setAttribute('data-props', JSON.stringify(layout));
    let root: ReturnType<typeof mountIsland> = null;
    await act(async () => {
      root = mountIsland('navigation', navigationProps, (p: NavigationProps) => <NavigationScreen {...p} />);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    const bar = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(within(bar).getByRole('link', { name: 'Справочники' })).toHaveAttribute('href', '/preferences/handbooks');
    expect(within(bar).getByText('Раздел').closest('a')).toBeNull();
    expect(within(bar).getByRole('button', { name: 'Отчёты' })).toBeVisible();
    expect(backend.all('GET', '/ajax/notices/get/')).toHaveLength(0);
    expect(error).not.toHaveBeenCalled();
    act(() => root?.unmount());
    error.mockRestore();
  });
});
