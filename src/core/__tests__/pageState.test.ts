import { PageState } from '../pageState';

describe('pageState', () => {
  it('keeps what an island set, and rejects a breadcrumb without a title', () => {
    const page = new PageState();
    expect(page.title).toBeNull();
    page.setTitle('Справочник «Города»');
    page.setBreadcrumbs([{ title: 'Главная', url: '/' }, { title: 'Города' }]);
    expect(page.breadcrumbs).toEqual([{ title: 'Главная', url: '/' }, { title: 'Города' }]);

    expect(() => page.setBreadcrumbs([{ title: '', url: '/' }])).toThrow('breadcrumbs[0].title must be a non-empty string');
    expect(page.breadcrumbs).toEqual([{ title: 'Главная', url: '/' }, { title: 'Города' }]);

    page.reset();
    expect(page.title).toBeNull();
    expect(page.breadcrumbs).toBeNull();
  });
});
