import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { dialogTitled, rowIn, tableByCaption } from '@test/queries';
import { DomainVersionsScreen } from './DomainVersionsScreen';

const PAGE = '/campaigns/stat/client-domains/1';
const API = '/api/stat/custom-report-domains-versions';
const table = () => tableByCaption('Версии доменов');
const rowOf = (id: string) => rowIn(table(), id, 'td');

async function open() {
  const view = renderScreen(<DomainVersionsScreen objectTypeId={1} />, { at: PAGE, entry: 'domain-versions' });
  await within(table()).findByText('<b>sidorov</b> & co');
  return view;
}

jest.setTimeout(20000);

describe('DomainVersionsScreen', () => {
  it('lists the versions with their status, the author as text, and links each to its page (a link: a new tab, a copied address)', async () => {
    await open();
    expect(document.querySelector('table b')).toBeNull();
    expect(rowOf('4').getByRole('switch', { name: 'Публикация версии №4' })).not.toBeChecked();
    expect(rowOf('4').getByText('Черновик')).toBeVisible();
    expect(rowOf('2').getByText('Опубликована')).toBeVisible();
    expect(rowOf('2').getByText('28 000', { normalizer: (t) => t.replace(/\s/g, ' ') })).toBeVisible();
    // A 2: {site}/campaigns/stat/client-domains/{objectId}/{versionId}, as a link (issue 43), not a scripted button.
    expect(rowOf('2').getByRole('link', { name: 'Открыть версию №2' })).toHaveAttribute('href', '/campaigns/stat/client-domains/1/2');
    expect(rowOf('2').queryByRole('button', { name: 'Открыть версию №2' })).toBeNull();
  });

  it('a refused publish shows the comparison errors in a modal; a new version over a draft asks first', async () => {
    const { user } = await open();
    await user.click(rowOf('4').getByRole('switch'));
    const modal = await dialogTitled('Версия не опубликована: ошибки сравнения');
    expect(modal.getByText(/Домен отсутствует в статистике: site2\.ru/)).toBeVisible();
    expect(modal.getByText(/Версия не отличается от опубликованной/)).toBeVisible();
    expect(modal.queryByText(/Неизвестная ошибка/)).toBeNull();
    await user.click(modal.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowOf('4').getByRole('switch')).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Создать версию' }));
    const ask = await dialogTitled('Новая версия');
    expect(ask.getByText('Последняя версия ещё не опубликована. Создать новую версию?')).toBeVisible();
    await user.click(ask.getByRole('button', { name: 'Создать версию' }));
    expect(await screen.findByText('Версия создана')).toBeVisible();
    expect(backend.last('POST', API).body).toEqual({ object_id: 1, object_type_id: 1 });
    expect(await within(table()).findByText('6', { selector: 'td' })).toBeVisible();
  });
});
