import { screen } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { ConversionRuleScreen } from './ConversionRuleScreen';

jest.setTimeout(20000);

describe('ConversionRuleScreen', () => {
  it("opens the banner tab from the hash with the template's params by type; the tab titles carry the count and on/off", async () => {
    const { user } = renderScreen(<ConversionRuleScreen listUrl="/preferences/handbook-values/1" />, { at: '/preferences/conversion-rules/1#banner', entry: 'conversion-rule-edit' });
    expect(await screen.findByRole('textbox', { name: 'Заголовок' })).toHaveValue('Оставьте заявку — скидка 10%');
    expect(screen.getByRole('textbox', { name: 'Примечание' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'Примечание' })).toHaveValue('Текст <b>с разметкой</b> & «кавычками»');
    expect(screen.getByRole('combobox', { name: 'Выравнивание' })).toHaveDisplayValue('По центру');
    expect(screen.getByRole('tab', { name: 'Форматы продаж (2)' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'География · вкл' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'К правилам конверсии' })).toHaveAttribute('href', '/preferences/handbook-values/1');

    await user.clear(screen.getByRole('textbox', { name: 'Ссылка перехода' }));
    await user.click(screen.getByRole('textbox', { name: 'Ссылка перехода' }));
    await user.paste('не ссылка');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Обнаружены ошибки на вкладках: Баннер')).toBeVisible();
    expect(screen.getByText('Поле некорректно заполнено')).toBeVisible();
    expect(backend.all('PUT', '/api/hb/handbook-values/1')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Расписание · выкл' }));
    await user.click(screen.getByRole('switch', { name: /Расписание/ }));
    expect(screen.getByRole('tab', { name: 'Расписание · вкл' })).toBeVisible();
  });

  it("says what is missing: no template, no sales formats", async () => {
    const { user } = renderScreen(<ConversionRuleScreen />, { at: '/preferences/conversion-rules/3#banner', entry: 'conversion-rule-edit' });
    expect(await screen.findByText('Необходимо выбрать шаблон в основных настройках')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Форматы продаж (0)' }));
    expect(screen.getByText('Форматы продаж не заданы')).toBeVisible();
    expect(window.location.hash).toBe('#sales-formats');
    await user.click(screen.getByRole('tab', { name: 'Основные настройки' }));
    expect(screen.getByRole('heading', { name: 'Ограничения частоты' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Способ перехода' })).toHaveDisplayValue('Автоматически');
    expect(screen.getByRole('textbox', { name: 'Действия в сутки, %' })).toHaveValue('');
  });
});
