import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { pageNavigation } from '@core/navigate';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { domainVersionEditApi } from './api';
import { DomainVersionEditStore } from './DomainVersionEditStore';
import { typedDomains } from './domains';

const API = '/api/stat/custom-report-domains-versions';

async function started(version: number, hash = '', urlPath?: string) {
  window.history.replaceState(null, '', `${urlPath ?? ''}/campaigns/stat/client-domains/1/${version}${hash}`);
  const store = new DomainVersionEditStore(domainVersionEditApi({ objectTypeId: 1, objectId: 1 }, urlPath), version, '/campaigns/stat/client-domains/1');
  const stop = store.start();
  await waitFor(() => expect(store.load.state).toBe('ready'));
  return { store, stop };
}

const names = (store: DomainVersionEditStore) => store.shown.map((r) => r.domain);

describe('DomainVersionEditStore', () => {
  it('loads the version among its object’s and its domains with the ajax and CSRF headers; the hash filters and sorts them', async () => {
    const { store, stop } = await started(1, '#q=site&dmin=3000&f=clicked&o=desc');
    expect(backend.last('GET', `${API}/1/1`).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(backend.last('GET', `${API}/1/domains`).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.version).toMatchObject({ id: 1, status: 'active', owner_login: 'ivanova', displayed_t: 28000 });
    expect(store.domains).toHaveLength(7);
    expect(names(store)).toEqual(['site7.ru', 'site6.ru', 'site5.ru', 'site4.ru', 'site3.ru']);
    expect(store.activeFilters).toBe(2);
    store.sortBy('domain');
    expect(window.location.hash).toBe('#q=site&dmin=3000');
    stop();
  });

  it('the filter modal: numbers only, applied to the hash; reset clears it', async () => {
    const { store, stop } = await started(1);
    store.openFilters();
    store.filterForm.set('q', ' SITE1 ');
    store.filterForm.set('cmin', 'много');
    store.applyFilters();
    expect(store.filterForm.errorAt('cmin')).toBe('Введите целое неотрицательное число');
    expect(store.filtersOpen).toBe(true);
    store.filterForm.set('cmin', '5');
    store.applyFilters();
    expect(store.filtersOpen).toBe(false);
    expect(store.filters.values).toMatchObject({ q: 'SITE1', cmin: 5, dmin: null });
    expect(names(store)).toEqual(['site1.ru']);
    store.openFilters();
    store.resetFilters();
    expect(names(store)).toHaveLength(7);
    stop();
  });

  it('adds the domains typed (addresses reduced to domains); a partial failure keeps the rejected ones in the field with their reason', async () => {
    expect(typedDomains('https://www.New.ru/path?x=1, mail.ru;\n\nmail.ru  sub.site.org:8080')).toEqual(['new.ru', 'mail.ru', 'sub.site.org']);
    const { store, stop } = await started(4);
    store.setTyped('new-one.ru\nsite1.ru\nне домен');
    expect(await store.add()).toBe(false);
    expect(backend.last('POST', `${API}/4/domains`).body).toEqual({ domains: ['new-one.ru', 'site1.ru', 'не', 'домен'] });
    expect(store.typed).toBe('site1.ru\nне\nдомен');
    expect(store.rejection).toEqual({
      action: 'add',
      rows: [
        { domain: 'site1.ru', reason: 'Домен уже есть в версии' },
        { domain: 'не', reason: 'Некорректное имя домена' },
        { domain: 'домен', reason: 'Некорректное имя домена' },
      ],
    });
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Добавлено доменов: 1'] });
    await waitFor(() => expect(store.domains.map((d) => d.domain)).toContain('new-one.ru'));

    store.setTyped('   ');
    expect(await store.add()).toBe(false);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger', lines: ['Введите домены для добавления'] });
    stop();
  });

  it('a refusal of every domain answered as a failure with errors by domain is the same partial failure', async () => {
    const { store, stop } = await started(4);
    backend.fail('POST', `${API}/4/domains`, { success: false, message: 'Ошибка', errors: { 'bad.ru': ['Домен в чёрном списке'] } });
    store.setTyped('bad.ru');
    expect(await store.add()).toBe(false);
    expect(store.typed).toBe('bad.ru');
    expect(store.rejection?.rows).toEqual([{ domain: 'bad.ru', reason: 'Домен в чёрном списке' }]);
    stop();
  });

  it('on the existing backend a bare {success: true} took every domain sent: the success toast, nothing left rejected', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = await started(4);
    store.setTyped('bare-one.ru\nbare-two.ru');
    expect(await store.add()).toBe(true);
    expect(backend.last('POST', `${API}/4/domains`).status).toBe(200);
    expect(store.typed).toBe('');
    expect(store.rejection).toBeNull();
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Добавлено доменов: 2'] });

    store.selection.toggle('site2.ru');
    const removing = store.removeChosen();
    await answerConfirm(true);
    expect(await removing).toBe(true);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Удалено доменов: 1'] });
    expect([...store.selection.keys]).toEqual([]);
    stop();
  });

  it('removes the chosen domains after the question with DELETE {domains}; the rejected stay chosen with their reason', async () => {
    const { store, stop } = await started(4);
    store.selection.toggle('site2.ru');
    store.selection.toggle('site3.ru');
    const declined = store.removeChosen();
    expect((await answerConfirm(false)).message).toBe('Удалить выбранные домены (2) из версии?');
    expect(await declined).toBe(false);
    expect(backend.all('DELETE', `${API}/4/domains`)).toHaveLength(0);

    const removing = store.removeChosen();
    await answerConfirm(true);
    expect(await removing).toBe(false);
    expect(backend.last('DELETE', `${API}/4/domains`).body).toEqual({ domains: ['site2.ru', 'site3.ru'] });
    expect([...store.selection.keys]).toEqual(['site3.ru']);
    expect(store.rejection).toEqual({ action: 'remove', rows: [{ domain: 'site3.ru', reason: 'Домен есть в статистике отчёта, удалить нельзя' }] });
    expect(store.domains.map((d) => d.domain)).toEqual(['site1.ru', 'site3.ru']);
    stop();
  });

  it('a refusal’s errors in their own words show as sent; "Неизвестная ошибка" only for one with neither words nor a known id', async () => {
    const { store, stop } = await started(4);
    backend.fail('PUT', `${API}/4`, {
      success: false,
      message: 'Версия не прошла сравнение',
      errors: ['Домен заблокирован в статистике', { id: 1 }, { id: 3, domain: 'site2.ru', message: 'Нет показов по домену' }, { id: 77 }, '2'],
    });
    const publishing = store.togglePublish();
    await waitFor(() => expect(notify.dialogs).toHaveLength(1));
    expect(notify.dialogs[0].message.split('\n')).toEqual(['Домен заблокирован в статистике', 'В версии нет доменов', 'Нет показов по домену: site2.ru', 'Неизвестная ошибка', 'Версия не отличается от опубликованной']);
    notify.dialogs[0].resolve(true);
    expect(await publishing).toBe(false);
    stop();
  });

  it('publishes with PUT {status}; a refusal lists the known comparison errors in a modal, nothing after them', async () => {
    const { store, stop } = await started(4);
    const publishing = store.togglePublish();
    await waitFor(() => expect(notify.dialogs).toHaveLength(1));
    expect(notify.dialogs[0]).toMatchObject({ kind: 'alert', title: 'Версия не опубликована: ошибки сравнения', message: 'Домен отсутствует в статистике: site2.ru\nВерсия не отличается от опубликованной', confirmLabel: 'Закрыть' });
    notify.dialogs[0].resolve(true);
    expect(await publishing).toBe(false);
    expect(backend.last('PUT', `${API}/4`).body).toEqual({ status: 'active' });
    expect(store.published).toBe(false);
    stop();

    const other = await started(2);
    expect(await other.store.togglePublish()).toBe(true);
    expect(backend.last('PUT', `${API}/2`).body).toEqual({ status: 'blocked' });
    expect(other.store.version?.status).toBe('blocked');
    expect(notify.toasts.at(-1)).toMatchObject({ lines: ['Версия снята с публикации'] });
    other.stop();
  });

  it('deletes the version after the question, then goes to the parent path with the toast there', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { store, stop } = await started(3);
    const removing = store.removeVersion();
    expect(await answerConfirm(true)).toMatchObject({ title: 'Удаление версии №3', message: 'Вы уверены?' });
    expect(await removing).toBe(true);
    expect(backend.all('DELETE', `${API}/3`)).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('/campaigns/stat/client-domains/1');
    expect(window.sessionStorage.getItem('bo-flash')).toBe('Версия удалена');
    assign.mockRestore();
    stop();
  });

  it('a version its object does not have is missing; garbage rows are dropped, figures shown as unknown', async () => {
    backend.fail('GET', `${API}/99/domains`, { success: true, data: [{ domain: 'a.ru', displayed: -4, clicked: 'x' }, { displayed: 3 }, 'junk', { domain: 'a.ru' }] });
    const { store, stop } = await started(99);
    expect(store.missing).toBe(true);
    expect(store.domains).toEqual([{ domain: 'a.ru', displayed: null, clicked: null }]);
    stop();
  });
});
