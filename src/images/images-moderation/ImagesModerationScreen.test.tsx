import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '../../test/setup';
import { renderScreen } from '../../test/render';
import { ImagesModerationScreen } from './ImagesModerationScreen';

const PAGE = '/inimage/moderation';
const LIST = '/api/rest/images';

/** Six images of the seed as the first page (a lighter render than 50 cards; the store test covers the real pages). */
async function open(props = {}) {
  const images = backend.db.collection<{ id: number; tags_auto: number[]; tags_include: number[]; tags_exclude: number[] }>('images-moderation').all().slice(0, 6);
  backend.fail('GET', LIST, { success: true, data: images, meta: { total_count: 130 } });
  const view = renderScreen(<ImagesModerationScreen {...props} />, { at: PAGE, entry: 'images-moderation' });
  await screen.findByText('Показано 6 из 130');
  return view;
}

describe('ImagesModerationScreen', () => {
  it('moves the cursor with the keyboard, checks, opens the modal, edits and saves the tags, continues to the next image', async () => {
    const { user } = await open({ acl: { imageLog: true } });
    const checks = Array.from(document.querySelectorAll<HTMLInputElement>('.image-grid-check'));
    const [first, second] = checks.map((c) => ({ id: Number(c.getAttribute('aria-label')?.split(' ').at(-1)) }));
    await user.click(checks[0]);
    await user.keyboard('{ArrowRight} ');
    expect(checks[1]).toHaveFocus();
    expect(screen.getByText('Выбрано: 2')).toBeVisible();
    expect(screen.getByText('Теги выбранных (2)')).toBeVisible();
    await user.keyboard('{ArrowLeft}{Enter}');
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('.modal')!);
    expect(within(dialog).getByRole('heading', { name: new RegExp(`^Изображение ${first.id} `) })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'История модерации' })).toHaveAttribute('href', `/statistics/inimage/moderation/image/${first.id}`);
    const remove = within(dialog).getAllByRole('button', { name: /^Снять тег / })[0];
    await user.click(remove);
    expect(within(dialog).getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить и продолжить' }));
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: new RegExp(`^Изображение ${second.id} `) })).toBeVisible());
    expect(backend.last('POST', `${LIST}/save_tags`).body).toMatchObject({ image_id: first.id });
    expect(screen.getByText('Успешно сохранено')).toBeVisible();
  });

  it("says 'Картинки пока не найдены' when nothing matches, and never uses a javascript: picture", async () => {
    backend.fail('GET', LIST, { success: true, data: [{ id: 1, preview_url: 'javascript:alert(1)', domain: '<b>x</b>' }], meta: { total_count: 1 } });
    const { user } = renderScreen(<ImagesModerationScreen />, { at: PAGE, entry: 'images-moderation' });
    expect(await screen.findByText('<b>x</b>')).toBeVisible();
    expect(screen.getByText('Нет изображения')).toBeVisible();
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
    backend.fail('GET', LIST, { success: true, data: [], meta: { total_count: 0 } });
    await user.type(screen.getByLabelText('Домен'), 'нет такого{Enter}');
    expect(await screen.findByText('Картинки пока не найдены')).toBeVisible();
    await waitFor(() => expect(backend.last('GET', LIST).query).toMatchObject({ domain: 'нет такого' }));
  });
});
