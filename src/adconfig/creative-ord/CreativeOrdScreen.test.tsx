import { screen, waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { CreativeOrdScreen } from './CreativeOrdScreen';

const box = (name: string) => screen.getByRole('textbox', { name });

describe('CreativeOrdScreen', () => {
  it('locked with its ids; Shift+click unlocks without asking; saved with the toast, locked again', async () => {
    const { user } = renderScreen(<CreativeOrdScreen />, { at: '/creatives/settings/ord/?id=1', entry: 'creative-ord' });
    expect(await screen.findByRole('heading', { name: 'Флайт №1: Осенняя распродажа — баннер 240×400' })).toBeVisible();
    expect(screen.getByText('Идентификаторы ОРД заданы: форма заблокирована.')).toBeVisible();
    expect(box('Токен ERID')).toBeDisabled();
    expect(box('Токен ERID')).toHaveValue('2SDnjcR4Jxk');
    expect(screen.getByRole('link', { name: 'Основные настройки флайта' })).toHaveAttribute('href', '/creatives/settings/?id=1');

    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: 'Разблокировать' }));
    await user.keyboard('{/Shift}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box('Токен ERID')).toBeEnabled();
    await user.clear(box('ID креатива в ОРД'));
    await user.type(box('ID креатива в ОРД'), 'CR-0002');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.last('POST', '/creatives/settings/ord/1').body).toEqual({ ord_erid: '2SDnjcR4Jxk', ord_creative_id: 'CR-0002' }));
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    expect(box('ID креатива в ОРД')).toBeDisabled();
  });

  it('a click without Shift asks first', async () => {
    const { user } = renderScreen(<CreativeOrdScreen />, { at: '/creatives/settings/ord/?id=1', entry: 'creative-ord' });
    await user.click(await screen.findByRole('button', { name: 'Разблокировать' }));
    expect(await screen.findByText('Идентификаторы уже переданы в ОРД. Разблокировать форму для изменения?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(box('Токен ERID')).toBeEnabled());
  });
});
