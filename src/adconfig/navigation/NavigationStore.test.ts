import { pageNavigation } from '@core/navigate';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { navigationApi } from './api';
import { byPosition, NavigationStore, noticeVariant, titleSuffix } from './NavigationStore';
import { PageState } from '@core/pageState';
import type { NavigationProps } from './props';

const props: NavigationProps = {
  left: [{ name: 'Сервис', url: '/service/', actions: [{ title: 'Пересчитать', url: '/service/recount?full=1', method: 'PUT' }] }],
  right: [],
  breadcrumbs: [{ title: 'Главная' }],
  title: 'Главная',
  supportEmail: 'support@adplatform.ru',
  host: 'backoffice.adplatform.ru',
  rid: 'index',
};

const store = (page = new PageState(), at = { pathname: '/service/recount', search: '?full=1' }) =>
  new NavigationStore(navigationApi(''), props, page, at);

describe('NavigationStore', () => {
  it('puts the seeded notices up as toasts in their colours', async () => {
    await store().showNotices();
    expect(backend.last('GET', '/ajax/notices/get').query).toEqual({ rid: 'index' });
    expect(notify.toasts.map((t) => [t.title, t.variant])).toEqual([
      ['Плановые работы 14 июня', 'warning'],
      ['Новое в отчётах: <b>фильтры</b> сохраняются в ссылке', 'info'],
    ]);
  });

  it('asks for the notices at once and shows them only once the screen has painted (issue 45), an error too', async () => {
    /** The store's showNotices, and the moment its answer is in while the screen has not painted yet. */
    const showing = () => {
      const api = navigationApi('');
      const asked = jest.spyOn(api, 'notices');
      let paint = (): void => undefined;
      const painted = new Promise<void>((resolve) => (paint = resolve));
      const shown = new NavigationStore(api, props, new PageState(), window.location, painted).showNotices();
      const answered = (asked.mock.results[0]?.value as Promise<unknown>).catch(() => undefined);
      return { shown, answered, paint };
    };
    const first = showing();
    await first.answered;
    expect(backend.last('GET', '/ajax/notices/get').query).toEqual({ rid: 'index' });
    expect(notify.toasts).toEqual([]);
    first.paint();
    await first.shown;
    expect(notify.toasts).toHaveLength(2);

    notify.clear();
    backend.fail('GET', '/ajax/notices/get', { success: false, message: 'Нет связи' }, 500);
    const failed = showing();
    await failed.answered;
    expect(notify.toasts).toEqual([]);
    failed.paint();
    await failed.shown;
    expect(notify.toasts.map((t) => [t.lines, t.variant])).toEqual([[['Нет связи'], 'danger']]);
  });

  it('calls an action url with its method and query, and says it went well', async () => {
    backend.fail('PUT', '/service/recount', { success: true, message: 'Пересчёт запущен' });
    await store().run(props.left[0].actions![0]);
    const call = backend.last('PUT', '/service/recount');
    expect(call.query).toEqual({ full: '1' });
    expect(notify.toasts.at(-1)).toMatchObject({ title: 'Сохранено', lines: ['Пересчёт запущен'], variant: 'success' });
  });

  it('follows the redirect an action answers through the shared navigation seam', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    backend.fail('PUT', '/service/recount', { success: true, redirect: '/service/recount/done' });
    await store().run(props.left[0].actions![0]);
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/service/recount/done`);
    assign.mockRestore();
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', '\t//evil.example/x', '/\t/evil.example/x', 'javascript:alert(1)'])(
    'does not follow a redirect %j that leaves this site, and still says it went well',
    async (redirect) => {
      const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
      backend.fail('PUT', '/service/recount', { success: true, message: 'Пересчёт запущен', redirect });
      await store().run(props.left[0].actions![0]);
      expect(assign).not.toHaveBeenCalled();
      expect(notify.toasts.at(-1)).toMatchObject({ lines: ['Пересчёт запущен'], variant: 'success' });
      assign.mockRestore();
    },
  );

  it('knows the current action and its item from the page path and query', () => {
    const s = store();
    expect(s.isActive(props.left[0])).toBe(true);
    expect(s.isActionActive(props.left[0].actions![0])).toBe(true);
    expect(store(undefined, { pathname: '/service/recount', search: '' }).isActionActive(props.left[0].actions![0])).toBe(false);
  });

  it('prefers what an island set over the server title and breadcrumbs', () => {
    const page = new PageState();
    const s = store(page);
    expect(s.title).toBe('Главная');
    page.setTitle('Сервис');
    page.setBreadcrumbs([{ title: 'Сервис' }]);
    expect(s.title).toBe('Сервис');
    expect(s.breadcrumbs).toEqual([{ title: 'Сервис' }]);
  });
});

describe('navigation helpers', () => {
  it('sorts by position, unpositioned last in their order', () => {
    const items = [{ name: 'в', url: '/' }, { name: 'б', url: '/', position: 2 }, { name: 'г', url: '/' }, { name: 'а', url: '/', position: 1 }];
    expect(byPosition(items).map((i) => i.name)).toEqual(['а', 'б', 'в', 'г']);
  });

  it('maps notice types to toast colours, info by default', () => {
    expect(['info', 'WARNING', 'error', 'danger', 'success', 'notice', undefined, 'странный'].map(noticeVariant)).toEqual([
      'info', 'warning', 'danger', 'danger', 'success', 'info', 'info', 'info',
    ]);
  });

  it("keeps the <title> suffix the server added", () => {
    expect(titleSuffix('Справочники — Бэк-офис', 'Справочники')).toBe(' — Бэк-офис');
    expect(titleSuffix('Другое', 'Справочники')).toBe('');
  });
});
