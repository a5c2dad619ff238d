import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { dialogTitled, tableByCaption } from '@test/queries';
import { DomainVersionEditScreen } from './DomainVersionEditScreen';

const API = '/api/stat/custom-report-domains-versions';
const table = () => tableByCaption('Домены версии');
// By text and label, not by role: role queries walk the whole page (a slow test, and the cost table counts it).
const button = (name: string) => screen.getByText(name, { selector: 'button' });

jest.setTimeout(20000);

describe('DomainVersionEditScreen', () => {
  it('shows the version and its domains; adds some (the rejected kept with their reason), filters in the modal, removes the chosen', async () => {
    const { user } = renderScreen(<DomainVersionEditScreen objectTypeId={1} />, { at: '/campaigns/stat/client-domains/1/4', entry: 'domain-version-edit' });
    expect(await within(table()).findByText('site2.ru')).toBeVisible();
    expect(screen.getByText('<b>sidorov</b> & co')).toBeVisible();
    expect(screen.getByText('Черновик')).toBeVisible();
    expect(screen.getByText('К версиям доменов', { selector: 'a' })).toHaveAttribute('href', '/campaigns/stat/client-domains/1');

    await user.click(screen.getByLabelText('Домены для добавления'));
    await user.paste('fresh.ru, site1.ru');
    expect(screen.getByText('Домены введены, но не добавлены')).toBeVisible();
    await user.click(button('Добавить'));
    expect(await screen.findByText(/Домен уже есть в версии/)).toBeVisible();
    expect(screen.getByLabelText('Домены для добавления')).toHaveValue('site1.ru');
    expect(await within(table()).findByText('fresh.ru')).toBeVisible();

    await user.click(button('Фильтр'));
    const modal = await dialogTitled('Фильтр доменов');
    await user.click(modal.getByLabelText('Домен содержит'));
    await user.paste('site');
    await user.click(modal.getByText('Применить', { selector: 'button' }));
    await waitFor(() => expect(within(table()).queryByText('fresh.ru')).toBeNull());
    expect(window.location.hash).toBe('#q=site');
    expect(button('Фильтр (1)')).toBeVisible();

    await user.click(screen.getByLabelText('Выбрать домен site3.ru'));
    await user.click(button('Удалить выбранные (1)'));
    const ask = await dialogTitled('Удаление доменов');
    await user.click(ask.getByText('Удалить', { selector: 'button' }));
    expect(await screen.findByText(/удалить нельзя/)).toBeVisible();
    expect(screen.getByLabelText('Выбрать домен site3.ru')).toBeChecked();
    expect(backend.last('DELETE', `${API}/4/domains`).body).toEqual({ domains: ['site3.ru'] });
  });

  it('a refused publish shows its known comparison errors in a modal, nothing unknown after them, closed by Закрыть', async () => {
    const { user } = renderScreen(<DomainVersionEditScreen objectTypeId={1} />, { at: '/campaigns/stat/client-domains/1/4', entry: 'domain-version-edit' });
    await within(table()).findByText('site2.ru');
    await user.click(button('Опубликовать'));
    const modal = await dialogTitled('Версия не опубликована: ошибки сравнения');
    const body = document.querySelector('.modal-body');
    expect(body?.textContent).toBe('Домен отсутствует в статистике: site2.ru\nВерсия не отличается от опубликованной');
    expect(modal.queryByText(/Неизвестная ошибка/)).toBeNull();
    expect(modal.getAllByRole('button').map((b) => b.textContent)).toEqual(['Закрыть']);
    await user.click(modal.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Черновик')).toBeVisible();
  });

  it('says so for a page without a usable version, and for a version the object does not have', async () => {
    const first = renderScreen(<DomainVersionEditScreen objectTypeId={1} />, { at: '/campaigns/stat/client-domains/1/x', entry: 'domain-version-edit' });
    expect(screen.getByRole('alert')).toHaveTextContent('Не указана версия: откройте её из списка версий доменов.');
    first.unmount();
    renderScreen(<DomainVersionEditScreen objectTypeId={1} />, { at: '/campaigns/stat/client-domains/1/5', entry: 'domain-version-edit' });
    expect(await screen.findByText('Версия не найдена у этого объекта.')).toBeVisible();
  });
});
