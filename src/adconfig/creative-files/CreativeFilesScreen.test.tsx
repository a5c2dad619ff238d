import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { CreativeFilesScreen } from './CreativeFilesScreen';

const PAGE = '/creatives/files/?id=1';
const FILES = '/creatives/1/files';

async function open(at = PAGE) {
  const view = renderScreen(<CreativeFilesScreen />, { at, entry: 'creative-files' });
  await screen.findByRole('table', { name: 'Файлы флайта' });
  await waitFor(() => expect(document.querySelectorAll('tbody tr').length).toBeGreaterThan(1));
  return view;
}
const rowOf = (name: string) => screen.getByText(name, { selector: 'td, td a' }).closest('tr') as HTMLElement;

describe('CreativeFilesScreen', () => {
  it('lists the files with sizes in Kb and dates, links them (a javascript: url stays text), marks the used ones; the zip link; upload by choosing several files with the bar; delete selected and all after the question', async () => {
    const { user } = await open();
    const logo = within(rowOf('logo.svg'));
    expect(screen.getByRole('columnheader', { name: 'Размер, Кб' })).toBeVisible();
    expect(logo.getByRole('link', { name: 'logo.svg' })).toHaveAttribute('href', '/upload/creatives/1/logo.svg');
    expect(within(rowOf('banner_240x400.jpg')).getByText('Используется')).toBeVisible();
    expect(within(rowOf('script.js')).queryByRole('link')).toBeNull();
    expect(screen.getByText('<b>жирный</b>.png')).toBeVisible();
    expect(document.querySelector('table b')).toBeNull();
    expect(rowOf('banner_240x400.jpg').textContent).toMatch(/10\.11\.2026 09:00/);
    expect(screen.getByRole('link', { name: 'Скачать все (zip)' })).toHaveAttribute('href', 'http://localhost/creatives/resources/zip/1');
    expect(screen.getByRole('button', { name: 'Удалить выбранные' })).toBeDisabled();

    const hold = backend.hold('POST', FILES);
    await user.upload(screen.getByLabelText('Выберите файлы', { selector: 'input' }), [new File(['a'], 'новый.png'), new File(['bb'], 'второй.png')]);
    expect(await screen.findByText('Загрузка файлов: 0 из 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Выберите файлы' })).toBeDisabled();
    hold.release();
    expect(await screen.findByText('Загружено файлов: 2')).toBeVisible();
    await screen.findByText('второй.png');
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Выбрать файл logo.svg' }));
    await user.click(screen.getByRole('button', { name: 'Удалить выбранные (1)' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Вы уверены?' }));
    expect(confirm.getByText('Удалить выбранные файлы (1)?')).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByText('logo.svg')).toBeNull());
    expect(backend.last('DELETE', FILES).body).toEqual({ names: ['logo.svg'] });

    await user.click(screen.getByRole('button', { name: 'Удалить все' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Вы уверены?' })).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Файлы не загружены')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Скачать все (zip)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Удалить все' })).toBeDisabled();
  });

  it('takes files dropped on the area', async () => {
    await open();
    const area = screen.getByRole('group', { name: 'Загрузка файлов' });
    const dropped = new File(['x'], 'drop.png');
    fireEvent.drop(area, { dataTransfer: { files: [dropped], types: ['Files'] } });
    await waitFor(() => expect(backend.all('POST', FILES)).toHaveLength(1));
    expect(await screen.findByText('drop.png')).toBeVisible();
  });

  it('says the creative is missing without a usable ?id= and calls nothing', () => {
    renderScreen(<CreativeFilesScreen />, { at: '/creatives/files/?id=abc', entry: 'creative-files' });
    expect(screen.getByRole('alert')).toHaveTextContent('Не указан флайт');
    expect(backend.requests.filter((r) => r.path.includes('/files'))).toEqual([]);
  });

  it('shows a malformed answer leniently: good files beside broken ones, a wrong size empty', async () => {
    backend.fail('GET', FILES, { success: true, data: [null, { name: 'good.png', file_size: 'много', updated: '2026-13-45' }, { file_size: 3 }, 5] });
    renderScreen(<CreativeFilesScreen />, { at: PAGE, entry: 'creative-files' });
    const row = within((await screen.findByText('good.png')).closest('tr') as HTMLElement);
    expect(row.getByText('—')).toBeVisible();
    expect(document.querySelectorAll('tbody tr')).toHaveLength(1);
  });
});
