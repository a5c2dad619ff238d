import { PropsError } from '../../core/mount';
import { parseNavigationProps } from './props';

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
    parseNavigationProps(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(PropsError);
    return (error as Error).message;
  }
  throw new Error('the props were accepted');
}

describe('parseNavigationProps', () => {
  it('accepts the layout props, reading a position printed as text and an action method in any case', () => {
    const props = parseNavigationProps(valid());
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
    expect(problemOf({ ...valid(), breadcrumbs: [{ url: '/' }] })).toBe('breadcrumbs[0].title is required (a string)');
    expect(problemOf({ ...valid(), breadcrumbs: [{ title: '  ', url: '/' }] })).toBe('breadcrumbs[0].title must not be empty');
  });

  it('names what is missing or wrong', () => {
    expect(problemOf({ ...valid(), left: undefined })).toBe('props.left must be an array');
    expect(problemOf({ ...valid(), urlPath: 'javascript:alert(1)' })).toBe(
      `props.urlPath must be a path on this site ('' or starting with '/'), got "javascript:alert(1)"`,
    );
    expect(problemOf({ ...valid(), urlPath: '//evil.example' })).toMatch(/^props.urlPath must be a path/);
    expect(parseNavigationProps({ ...valid(), urlPath: '/adm/' }).urlPath).toBe('/adm/');
    expect(problemOf({ ...valid(), rid: 5 })).toBe('props.rid must be a string, got 5');
    expect(problemOf({ ...valid(), right: [{ url: '/users/' }] })).toBe('right[0].name is required (a string)');
    expect(problemOf({ ...valid(), left: [{ name: 'А', url: '/a', position: 'первый' }] })).toBe('left[0].position must be a number, got "первый"');
    expect(problemOf({ ...valid(), left: [{ name: 'А', url: '/a', actions: [{ title: 'Б', url: '/b', method: 'FETCH' }] }] })).toBe(
      'left[0].actions[0].method must be one of GET, POST, PUT, PATCH, DELETE, got "FETCH"',
    );
  });
});
