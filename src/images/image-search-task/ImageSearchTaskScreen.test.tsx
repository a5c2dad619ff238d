import { screen, within } from '@testing-library/react';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { ImageSearchTaskScreen } from './ImageSearchTaskScreen';

const PAGE = '/inimage/search-tasks/1';
// Found by selectors: role queries over a page of tiles are what jsdom is slowest at.
const only = (selector: string): HTMLElement => {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
};
const gallery = () => only('ul[aria-label="Найденные изображения"]');
const tiles = () => gallery().querySelectorAll('li');
const bar = () => within(only('form[aria-label="Сохранение задачи"]'));

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

async function open(at = PAGE) {
  const view = renderScreen(<ImageSearchTaskScreen />, { at, entry: 'image-search-task' });
  await screen.findByText('Осенний лес №1');
  return view;
}

jest.setTimeout(20000);

describe('ImageSearchTaskScreen', () => {
  it('shows the tiles by pages of 20, marks and unmarks them, and the bottom bar: totals, query, author, unsaved', async () => {
    const { user } = await open();
    expect(tiles()).toHaveLength(20);
    expect(bar().getByText('47', { selector: 'dd' })).toBeVisible();
    expect(bar().getByText('47 / 500')).toBeVisible();
    expect(bar().getByText('осенний лес листопад')).toBeVisible();
    expect(bar().getByText('ivanova.m')).toBeVisible();
    expect(bar().queryByText('Есть несохранённые изменения')).toBeNull();

    await user.click(within(gallery()).getByLabelText('Удалить изображение 1002'));
    expect(within(gallery()).getByLabelText('Вернуть изображение 1002')).toHaveAttribute('aria-pressed', 'true');
    expect(within(gallery()).getByText('Будет удалено')).toBeVisible();
    expect(bar().getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(within(gallery()).getByLabelText('Вернуть изображение 1002'));
    expect(bar().queryByText('Есть несохранённые изменения')).toBeNull();

    await user.click(screen.getByText('Удалить выбранные', { selector: 'button' }));
    expect(await screen.findByText('Выберите изображения!')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await user.click(within(gallery()).getByLabelText('Выбрать изображение 1003'));
    await user.click(within(gallery()).getByLabelText('Выбрать изображение 1004'));
    await user.click(screen.getByText('Удалить выбранные', { selector: 'button' }));
    expect(within(gallery()).getAllByText('Будет удалено')).toHaveLength(2);

    await user.click(within(only('nav[aria-label="Страницы изображений"]')).getByLabelText('Страница 3'));
    expect(tiles()).toHaveLength(7);
    expect(window.location.hash).toBe('#p=3');
    expect(document.querySelector('nav[aria-label="Страницы изображений (внизу)"]')).toBeNull();
    expect(bar().getByText('2', { selector: 'dd' })).toBeVisible(); // marks kept across pages
  });

  it("alerts a limit outside 0..800 and sends nothing; saves the marks, the gallery replaced, 'Успешно сохранено!'", async () => {
    const { user } = await open(`${PAGE}#p=2`);
    const limit = bar().getByLabelText('Лимит');
    await user.clear(limit);
    await user.type(limit, '900');
    await user.click(bar().getByText('Сохранить', { selector: 'button' }));
    expect(await screen.findByText('Некорректный лимит (ожидается в диапазоне от 0 до 800)!')).toBeVisible();
    expect(backend.all('PUT', PAGE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(limit).toHaveValue('900'); // kept as typed

    await user.clear(limit);
    await user.type(limit, '50');
    await user.click(within(gallery()).getByLabelText('Удалить изображение 1021'));
    await user.click(bar().getByLabelText('Догрузить изображения до лимита'));
    await user.keyboard('{Control>}s{/Control}'); // Ctrl+S saves
    expect(await screen.findByText('Успешно сохранено!')).toBeVisible();
    const sent = backend.last('PUT', PAGE).body as { deleted_urls: string[] };
    expect(sent).toMatchObject({ limit_qty: 50, load_more: true });
    expect(sent.deleted_urls).toHaveLength(1);
    expect(sent.deleted_urls[0]).toMatch(/^data:image\/svg\+xml,.*1-21%3C/);
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(bar().getByText('50 / 50')).toBeVisible();
    expect(within(gallery()).queryByText('Будет удалено')).toBeNull();
    expect(within(gallery()).queryByLabelText('Удалить изображение 1021')).toBeNull();
    expect(bar().queryByText('Есть несохранённые изменения')).toBeNull();
    expect(bar().getByLabelText('Догрузить изображения до лимита')).not.toBeChecked();

    // Download JSON: made in the browser, named after the task.
    const made: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (made.push(blob), 'blob:task'));
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('Осенний лес №1.json');
    });
    await user.click(bar().getByText('Скачать JSON', { selector: 'button' }));
    expect(click).toHaveBeenCalledTimes(1);
    const json = JSON.parse(await textOf(made[0])) as { name: string; images: string[] };
    expect(json.name).toBe('Осенний лес №1');
    expect(json.images).toHaveLength(50);
    click.mockRestore();
    expect(notify.toasts.filter((t) => t.variant === 'danger')).toHaveLength(0);
  });
});
