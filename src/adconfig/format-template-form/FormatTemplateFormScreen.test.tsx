import { screen, waitFor, within } from '@testing-library/react';
import { pageNavigation } from '@core/navigate';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { FormatTemplateFormScreen } from './FormatTemplateFormScreen';

const PAGES = '/preferences/formats/settings/templates';
const combo = (name: string) => screen.getByRole('combobox', { name });
const box = (name: string) => screen.getByRole('textbox', { name });

jest.setTimeout(20000);

describe('FormatTemplateFormScreen', () => {
  it('create: the format of ?id=, the required fields, a param row; saved, then back to the format list', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderScreen(<FormatTemplateFormScreen />, { at: `${PAGES}/create/?id=2`, entry: 'format-template-form' });
    expect(screen.getByRole('heading', { name: 'Новый шаблон формата' })).toBeVisible();
    await waitFor(() => expect(combo('Формат')).toHaveDisplayValue('Видео pre-roll'));
    expect(within(combo('Схема выплат')).getByRole('option', { name: 'CPM для партнёров — Видео №3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К списку шаблонов' })).toHaveAttribute('href', `${PAGES}/?id=2`);

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Поле Шаблон обязательно для заполнения!')).toBeVisible();
    expect(screen.getByText('Поле Схема выплат обязательно для заполнения!')).toBeVisible();
    expect(screen.getByText('Поле Название обязательно для заполнения!')).toBeVisible();

    await user.click(box('Название'));
    await user.paste('Pre-roll 30 секунд');
    await user.click(box('Шаблон'));
    await user.paste('<video src="{{video}}"></video>');
    await user.selectOptions(combo('Схема выплат'), 'CPM для партнёров — Видео №3');
    await user.click(screen.getByRole('tab', { name: /^Параметры/ }));
    expect(window.location.hash).toBe('#params');
    expect(screen.getByText('Параметры не заданы')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Добавить параметр' }));
    await user.type(box('Ключ 1'), 'video');
    await user.selectOptions(combo('Тип 1'), 'Файл');
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${PAGES}/?id=2`));
    expect(backend.last('POST', '/hb/format-templates').body).toEqual({
      format_id: 2,
      name: 'Pre-roll 30 секунд',
      template: '<video src="{{video}}"></video>',
      payout_type_id: 3,
      params: [{ key: 'video', title: '', type: 'file', default: '' }],
    });
  });

  it('edit: the template loaded in its heading; without a usable id, or when the load fails, says so', async () => {
    const first = renderScreen(<FormatTemplateFormScreen />, { at: `${PAGES}/edit/?id=9`, entry: 'format-template-form' });
    expect(await screen.findByRole('heading', { name: 'Шаблон формата №9: Праздничный <b>шаблон</b> & «скидки» №9' })).toBeVisible();
    expect(combo('Схема выплат')).toHaveDisplayValue('CPC премиум — Баннер №24 (заблокирована)');
    first.unmount();

    const second = renderScreen(<FormatTemplateFormScreen />, { at: `${PAGES}/edit/?id=x`, entry: 'format-template-form' });
    expect(screen.getByRole('alert')).toHaveTextContent('Не указан шаблон: откройте страницу из списка шаблонов.');
    second.unmount();

    backend.fail('GET', '/hb/format-templates/5', { success: false, message: 'Нет доступа' });
    renderScreen(<FormatTemplateFormScreen />, { at: `${PAGES}/edit/?id=5`, entry: 'format-template-form' });
    expect(await screen.findByText('Данные не загружены.')).toBeVisible();
    expect(screen.getByText('Нет доступа')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
  });
});
