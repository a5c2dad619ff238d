import { screen, waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { CreativeBannerParamsScreen } from './CreativeBannerParamsScreen';

describe('CreativeBannerParamsScreen', () => {
  it('the params form, a link copied (or not), a new file saved multipart', async () => {
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    const { user } = renderScreen(<CreativeBannerParamsScreen />, { at: '/creatives/banner-params/?id=1', entry: 'creative-banner-params' });
    // After user-event's setup, which puts a clipboard stub of its own.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(await screen.findByRole('textbox', { name: 'Заголовок' })).toHaveValue('Скидки до 50% на технику');
    expect(screen.getByText('Текущий файл: autumn-240x400.png')).toBeVisible();
    expect(screen.getByLabelText('Изображение: новый файл')).toHaveAttribute('type', 'file');
    // The file field speaks Russian in any browser (issue 44): not the native 'Choose File / No file chosen'.
    expect([screen.getByText('Выберите файл', { selector: 'label' }), screen.getByText('Файл не выбран')].every((el) => el instanceof HTMLElement)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Копировать ссылку «Код баннера (JS)»' }));
    expect(writeText).toHaveBeenCalledWith('https://ads.example.ru/banner/1.js');
    expect(await screen.findByText('Скопировано в буфер обмена')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Копировать ссылку «Пиксель показа»' }));
    expect(await screen.findByText('Не удалось скопировать в буфер обмена')).toBeVisible();
    // Neither the Clipboard API nor the page's own copy: the link is left selected, and the page says to copy it by hand.
    const pixel = screen.getByRole('textbox', { name: 'Пиксель показа' }) as HTMLInputElement;
    expect(pixel).toHaveAccessibleDescription('Скопируйте вручную: текст выделен, нажмите Ctrl+C (⌘+C).');
    expect([pixel.selectionStart, pixel.selectionEnd]).toEqual([0, pixel.value.length]);

    await user.upload(screen.getByLabelText('Изображение: новый файл'), new File(['x'], 'b.png', { type: 'image/png' }));
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.last('POST', '/creatives/1/banner-params').body).toMatchObject({ 'files[image]': { name: 'b.png' } }));
    expect(await screen.findByText('Текущий файл: b.png')).toBeVisible();
  });

  it('on a plain-http page (no navigator.clipboard) copies the selected link with the page’s own copy (issue 43)', async () => {
    const { user } = renderScreen(<CreativeBannerParamsScreen />, { at: '/creatives/banner-params/?id=1', entry: 'creative-banner-params' });
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = jest.fn((command: string) => command === 'copy' && (document.activeElement as HTMLInputElement | null)?.value === 'https://ads.example.ru/banner/1.js');
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Копировать ссылку «Код баннера (JS)»' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await screen.findByText('Скопировано в буфер обмена')).toBeVisible();
    expect(screen.queryByText('Скопируйте вручную: текст выделен, нажмите Ctrl+C (⌘+C).')).toBeNull();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('without a template says so and links to the main settings', async () => {
    renderScreen(<CreativeBannerParamsScreen />, { at: '/creatives/banner-params/?id=4', entry: 'creative-banner-params' });
    expect(await screen.findByText('Необходимо выбрать шаблон в основных настройках')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Основные настройки флайта' })).toHaveAttribute('href', '/creatives/settings/?id=4');
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });
});
