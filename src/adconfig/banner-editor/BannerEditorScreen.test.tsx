import { screen, waitFor, within } from '@testing-library/react';
import { pageNavigation } from '@core/navigate';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { DEMO_FIELD_ERROR, GENERATED_COUNT } from '@fixtures/server/routes/banner-editor';
import { BannerEditorScreen } from './BannerEditorScreen';

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const save = () => screen.getByRole('button', { name: 'Сохранить' });
const box = (name: string) => screen.getByRole('textbox', { name });
const combo = (name: string) => screen.getByRole('combobox', { name });
/** Long values are pasted (as operators paste links): typing them key by key only slows the test. */
async function paste(user: { click(e: Element): Promise<void>; paste(t: string): Promise<void> }, name: string, text: string) {
  await user.click(box(name));
  await user.paste(text);
}

describe('BannerEditorScreen', () => {
  it('create: marks the tabs in error, opens the one in error, then saves and follows the redirect', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderScreen(<BannerEditorScreen url="/api/banners" listUrl="/banners/" />, { at: '/banners/create', entry: 'banner-editor' });
    expect(screen.getByRole('heading', { name: 'Новый баннер' })).toBeVisible();
    await waitFor(() => expect(within(combo('Тип')).getByRole('option', { name: 'Картинка 240×400' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Сгенерировать' })).toBeNull();

    await paste(user, 'Название', 'Летняя акция');
    await user.selectOptions(combo('Тип'), 'Картинка 240×400');
    await user.selectOptions(combo('Рекламная система'), 'Яндекс РСЯ');
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(save());

    // Nothing is sent; the alert names the tab, which opens (in the hash) with its first wrong field focused.
    expect(await screen.findByRole('alert')).toHaveTextContent('Обнаружены ошибки на вкладках: Параметры');
    expect(tab(/^Параметры \(есть ошибки\)$/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/^Основное$/)).toBeInTheDocument();
    expect(window.location.hash).toBe('#params');
    expect(screen.getByText('Поле Адрес изображения обязательно для заполнения!')).toBeVisible();
    await waitFor(() => expect(box('Адрес изображения')).toHaveFocus());
    expect(backend.all('POST', '/api/banners')).toHaveLength(0);

    await paste(user, 'Адрес изображения', 'https://cdn.example.ru/summer.png');
    await paste(user, 'Ссылка перехода', 'https://shop.example.ru/summer');
    expect(screen.queryByText(/Обнаружены ошибки/)).toBeNull();

    await user.click(save());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/banners/edit/5`));
    const post = backend.last('POST', '/api/banners');
    expect(post.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(post.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(post.body).toMatchObject({ name: 'Летняя акция', type_id: 1, adv_engine_id: 2, settings: { srcScopes: [] } });
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();
  });

  it('edit: type and engine locked, Enter saves, a nested server error under its field on the ORD tab, generate counts', async () => {
    const { user } = renderScreen(<BannerEditorScreen />, { at: '/banners/edit/1#ord', entry: 'banner-editor' });
    expect(await screen.findByRole('heading', { name: 'Баннер №1: Весенняя распродажа — главная страница' })).toBeVisible();
    expect(box('Текст маркировки')).toHaveValue('Реклама. ООО «Ромашка», ИНН 7701234567');
    await user.click(tab(/^Основное/));
    expect(combo('Тип')).toBeDisabled();
    expect(combo('Рекламная система')).toBeDisabled();

    await user.clear(box('Название'));
    await user.type(box('Название'), 'ошибка{Enter}'); // Enter in a field saves
    expect(await screen.findByText('Обнаружены ошибки на вкладках: ОРД')).toBeVisible();
    expect(screen.getByText(DEMO_FIELD_ERROR)).toBeVisible();
    expect(window.location.hash).toBe('#ord');
    expect(box('Текст маркировки')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Сгенерировать' }));
    expect(await screen.findByText(`Сгенерировано: ${GENERATED_COUNT}`)).toBeVisible();
    expect(backend.all('POST', '/api/banners/1/generate')).toHaveLength(1);
  });

  it('an edit address without a usable id says so', () => {
    renderScreen(<BannerEditorScreen />, { at: '/banners/edit/abc', entry: 'banner-editor' });
    expect(screen.getByRole('alert')).toHaveTextContent('В адресе страницы нет корректного идентификатора баннера');
  });

  it('shows a file field of the type (A 3: type file) as the file’s address with a link to open it', async () => {
    backend.fail('GET', '/api/banners/form-options', {
      success: true,
      data: {
        types: [{ id: 5, name: 'Тип с файлом', fields: [{ id: 1, name: 'Логотип', alias: 'logo', type: 'file', params: {}, parent_id: null, default_value: '/files/logo.png', adv_engines: [] }] }],
        engines: [{ id: 2, name: 'Яндекс РСЯ' }],
      },
    });
    const { user } = renderScreen(<BannerEditorScreen url="/api/banners" listUrl="/banners/" />, { at: '/banners/create', entry: 'banner-editor' });
    await waitFor(() => expect(within(combo('Тип')).getByRole('option', { name: 'Тип с файлом' })).toBeInTheDocument());
    await user.selectOptions(combo('Тип'), 'Тип с файлом');
    await user.click(tab(/^Параметры/));
    expect(box('Логотип')).toHaveValue('/files/logo.png');
    expect(screen.getByRole('link', { name: 'Открыть файл: Логотип' })).toHaveAttribute('href', '/files/logo.png');
  });

  describe('without form-options (our call, the spec names none): the spec\'s calls alone give a working form', () => {
    beforeEach(() => backend.fail('GET', '/api/banners/form-options', { success: false, message: 'Not Found' }, 404));

    it('edit: says so, shows type and engine as numbers and the banner\'s params by their keys, and PUTs them back edited', async () => {
      const { user } = renderScreen(<BannerEditorScreen />, { at: '/banners/edit/1', entry: 'banner-editor' });
      expect(await screen.findByRole('heading', { name: 'Баннер №1: Весенняя распродажа — главная страница' })).toBeVisible();
      expect(screen.getByText(/Не удалось загрузить типы баннеров и рекламные системы: укажите их номера/)).toBeVisible();
      expect(box('Тип')).toHaveValue('1');
      expect(box('Тип')).toBeDisabled();
      expect(box('Рекламная система')).toHaveValue('1');

      await user.click(tab(/^Параметры/));
      expect(screen.getByText('Поля этого типа баннера не загружены: параметры показаны по их ключам.')).toBeVisible();
      expect(box('image.src')).toHaveValue('https://cdn.example.ru/banners/spring-240x400.png');
      expect(box('image.width')).toHaveValue('240');
      await user.clear(box('alt'));
      await paste(user, 'alt', 'Новый текст');
      await user.click(save());
      await waitFor(() => expect(backend.all('PUT', '/api/banners/1')).toHaveLength(1));
      expect(backend.last('PUT', '/api/banners/1').body).toMatchObject({
        type_id: 1,
        adv_engine_id: 1,
        params: { image: { src: 'https://cdn.example.ru/banners/spring-240x400.png', width: 240, height: 400 }, alt: 'Новый текст', click_url: 'https://shop.example.ru/spring?utm_source=banner' },
      });
    });

    it('create: the type and the engine typed by number are POSTed', async () => {
      jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
      const { user } = renderScreen(<BannerEditorScreen url="/api/banners" listUrl="/banners/" />, { at: '/banners/create', entry: 'banner-editor' });
      expect(await screen.findByText(/Не удалось загрузить типы баннеров/)).toBeVisible();
      await paste(user, 'Название', 'Текстовый блок');
      await user.type(box('Тип'), '3');
      await user.type(box('Рекламная система'), '2');
      await user.click(save());
      await waitFor(() => expect(backend.all('POST', '/api/banners')).toHaveLength(1));
      expect(backend.last('POST', '/api/banners').body).toMatchObject({ name: 'Текстовый блок', type_id: 3, adv_engine_id: 2, params: {} });
    });
  });

  it('a form-options answer far too long is cut and says so: the first 1 000 types, the first 300 fields of a type', async () => {
    const fields = Array.from({ length: 600 }, (_, i) => ({ id: i + 1, name: `Поле ${i + 1}`, alias: `f${i + 1}`, type: 'string', params: {}, parent_id: null, default_value: '', adv_engines: [] }));
    const types = Array.from({ length: 1500 }, (_, i) => ({ id: i + 1, name: `Тип ${i + 1}`, fields: i === 0 ? fields : [] }));
    backend.fail('GET', '/api/banners/form-options', { success: true, data: { types, engines: [{ id: 2, name: 'Яндекс РСЯ' }] } });
    const { user } = renderScreen(<BannerEditorScreen url="/api/banners" listUrl="/banners/" />, { at: '/banners/create', entry: 'banner-editor' });
    await waitFor(() => expect(within(combo('Тип')).getByRole('option', { name: 'Тип 1' })).toBeInTheDocument());
    expect(within(combo('Тип')).getAllByRole('option')).toHaveLength(1001); // 'Выберите тип' and the first 1 000
    expect(screen.getByText('Показаны первые 1 000 из 1 500: список слишком длинный для выбора здесь.')).toBeVisible();
    await user.selectOptions(combo('Тип'), 'Тип 1');
    await user.click(tab(/^Параметры/));
    expect(screen.getByText('Показаны первые 300 полей типа из 600: остальные не загружены.')).toBeVisible();
    expect(screen.getAllByRole('textbox')).toHaveLength(300);
  });
});
