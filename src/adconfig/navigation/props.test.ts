import { PropsError } from '@core/props';
import { navigationProps } from './props';

const valid = () => ({
  left: [{ name: 'Настройки', url: '/preferences/', icon: 'bi bi-gear', position: '2', actions: [{ title: 'Сбросить кэш', url: '/cache/reset', method: 'post', confirm: 'Сбросить?' }] }],
  right: [],
  breadcrumbs: [{ title: 'Главная', url: '/' }, { title: 'Справочники' }],
  title: 'Справочники',
  supportEmail: 'support@adplatform.ru',
  host: 'backoffice.adplatform.ru',
  rid: 'handbooks',
});

function problemOf(raw: Record<string, unknown>): string {
  try {
    navigationProps.parse(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(PropsError);
    return (error as Error).message;
  }
  throw new Error('the props were accepted');
}

const withAction = (url: string, method = 'POST') => ({ ...valid(), left: [{ name: 'А', url: '/a', actions: [{ title: 'Б', url, method }] }] });

describe('navigation props', () => {
  it('accepts the layout props, reading a position printed as text and an action method in any case', () => {
    const props = navigationProps.parse(valid());
    expect(props.left[0]).toEqual({
      name: 'Настройки',
      url: '/preferences/',
      icon: 'bi bi-gear',
      position: 2,
      actions: [{ title: 'Сбросить кэш', url: '/cache/reset', method: 'POST', confirm: 'Сбросить?' }],
    });
    expect(props.breadcrumbs).toEqual([{ title: 'Главная', url: '/' }, { title: 'Справочники' }]);
    expect(props.urlPath).toBeUndefined();
  });

  it('rejects a breadcrumb without a title (spec A 5)', () => {
    expect(problemOf({ ...valid(), breadcrumbs: [{ url: '/' }] })).toBe('props.breadcrumbs[0].title must be a non-empty string, got undefined');
    expect(problemOf({ ...valid(), breadcrumbs: [{ title: '  ', url: '/' }] })).toBe('props.breadcrumbs[0].title must be a non-empty string, got "  "');
  });

  it('names what is missing or wrong', () => {
    expect(problemOf({ ...valid(), left: undefined })).toBe('props.left must be an array, got undefined');
    expect(problemOf({ ...valid(), right: [{ url: '/users/' }] })).toBe('props.right[0].name must be a non-empty string, got undefined');
    expect(problemOf({ ...valid(), left: [{ name: 'А', url: '/a', position: 'первый' }] })).toBe('props.left[0].position must be a number, got "первый"');
    expect(problemOf(withAction('/b', 'FETCH'))).toBe('props.left[0].actions[0].method must be one of GET, POST, PUT, PATCH, DELETE, got "FETCH"');
  });

  it('reads what the layout leaves out or prints oddly as absent: an item or action url null, no rid, title, host or support address', () => {
    const { rid: _rid, host: _host, ...rest } = valid();
    const parsed = navigationProps.parse({
      ...rest,
      title: null,
      supportEmail: { odd: true },
      left: [{ name: 'Отчёты', url: null, actions: [{ title: 'Скоро', url: null, method: 'POST' }, { title: 'Графики', url: '/statistics/chart' }] }, { name: 'Раздел' }],
    });
    expect(parsed.left).toEqual([{ name: 'Отчёты', actions: [{ title: 'Скоро' }, { title: 'Графики', url: '/statistics/chart' }] }, { name: 'Раздел' }]);
    expect([parsed.rid, parsed.host, parsed.title, parsed.supportEmail]).toEqual([undefined, undefined, undefined, undefined]);
    // PHP may print a request id as a number.
    expect(navigationProps.parse({ ...valid(), rid: 5 }).rid).toBe('5');
  });

  it('accepts urlPath only when, resolved as the browser would, it stays on this site', () => {
    expect(navigationProps.parse({ ...valid(), urlPath: '/adm/' }).urlPath).toBe('/adm/');
    expect(navigationProps.parse({ ...valid(), urlPath: '' }).urlPath).toBe('');
    // An escaped backslash is only a strange path on this site: the call stays here.
    expect(navigationProps.parse({ ...valid(), urlPath: '/%5Cevil' }).urlPath).toBe('/%5Cevil');
    for (const hostile of ['javascript:alert(1)', '//evil.example', '/\\evil.example', '/\\\\evil.example', '/\t/evil.example', '/\n/evil.example', 'https://evil.example/', ' /a']) {
      expect(problemOf({ ...valid(), urlPath: hostile })).toMatch(/^props.urlPath must be '' or a path on this site starting with '\/', got /);
    }
  });

  it('accepts a calling action (POST, DELETE…) only with a URL on this site; a GET action is a link', () => {
    expect(navigationProps.parse(withAction('/cache/reset')).left[0].actions).toEqual([{ title: 'Б', url: '/cache/reset', method: 'POST' }]);
    expect(navigationProps.parse(withAction('https://help.example/', 'GET')).left[0].actions).toEqual([{ title: 'Б', url: 'https://help.example/' }]);
    for (const url of ['https://evil.example/x', '//evil.example/x', '/\\evil.example/x', '\\\\evil.example/x', '/\t/evil.example/x']) {
      for (const method of ['POST', 'delete']) {
        expect(problemOf(withAction(url, method))).toBe(`props.left[0].actions[0].url must be a URL on this site for a ${method.toUpperCase()} action, got ${JSON.stringify(url)}`);
      }
    }
  });
});
