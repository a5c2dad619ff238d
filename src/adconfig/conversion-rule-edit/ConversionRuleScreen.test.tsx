import { screen, waitFor } from '@testing-library/react';
import { pageNavigation } from '@core/navigate';
import { backend } from '@test/setup';
import { dialogTitled } from '@test/queries';
import { renderScreen } from '@test/render';
import { choicesOf } from './api';
import { ConversionRuleScreen } from './ConversionRuleScreen';

jest.setTimeout(20000);

/** What a legacy page prints for rule 1: its format with a template of every param type, the sales formats using it. */
const PRINTED = choicesOf({
  formats: [
    {
      format_id: 1,
      name: 'Баннер 240×400',
      templates: [
        {
          template_id: 11,
          name: 'Классический баннер',
          status: 'active',
          params: [
            { key: 'title', title: 'Заголовок', type: 'string', default: '' },
            { key: 'image', title: 'Изображение', type: 'file', default: '' },
            { key: 'align', title: 'Выравнивание', type: 'select', default: 'left', options: [{ value: 'left', name: 'Слева' }, { value: 'center', name: 'По центру' }] },
            { key: 'click_url', title: 'Ссылка перехода', type: 'url', default: '' },
            { key: 'note', title: 'Примечание', type: 'textarea', default: '' },
          ],
        },
      ],
      payout_types: [{ payout_type_id: 8, name: 'CPM', status: 'active' }],
      events: [{ event_id: 101, name: 'Показ' }],
    },
  ],
  sales_formats: [{ sales_format_id: 7, name: 'Баннеры на главной' }, { sales_format_id: 9, name: 'Спецпроект «Осень» & <b>партнёры</b>' }],
});

describe('ConversionRuleScreen', () => {
  it("opens the banner tab from the hash with the template's params by type; the tab titles carry the count and on/off", async () => {
    const { user } = renderScreen(<ConversionRuleScreen listUrl="/preferences/handbook-values/1" choices={PRINTED} />, { at: '/preferences/conversion-rules/1#banner', entry: 'conversion-rule-edit' });
    expect(await screen.findByRole('textbox', { name: 'Заголовок' })).toHaveValue('Оставьте заявку — скидка 10%');
    expect(screen.getByRole('textbox', { name: 'Примечание' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'Примечание' })).toHaveValue('Текст <b>с разметкой</b> & «кавычками»');
    expect(screen.getByRole('option', { name: 'По центру' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Форматы продаж (2)' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'География · вкл' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: /^Тип устройства/ })).toBeNull(); // the rule holds no such option, the page names none
    expect(screen.getByRole('link', { name: 'К правилам конверсии' })).toHaveAttribute('href', '/preferences/handbook-values/1');
    expect(backend.requests.filter((r) => r.query['api.model'] !== undefined || r.path === '/hb/format-templates')).toEqual([]);

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

  it('without printed choices the general tab offers the formats, templates, schemes and events of the spec’s calls; says what is missing', async () => {
    const { user } = renderScreen(<ConversionRuleScreen />, { at: '/preferences/conversion-rules/3#banner', entry: 'conversion-rule-edit' });
    expect(await screen.findByText('Необходимо выбрать шаблон в основных настройках')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Форматы продаж (0)' }));
    expect(screen.getByText('Форматы продаж не заданы')).toBeVisible();
    expect(window.location.hash).toBe('#sales-formats');
    await user.click(screen.getByRole('tab', { name: 'Основные настройки' }));
    expect(screen.getByRole('heading', { name: 'Ограничения частоты' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Формат' })).toHaveDisplayValue('Видео pre-roll');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Pre-roll 15 секунд №13' })).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Событие лимита' })).toHaveTextContent('Старт видео');
    expect(screen.getByRole('combobox', { name: 'Способ перехода' })).toHaveDisplayValue('Автоматически');
    expect(screen.getByRole('textbox', { name: 'Действия в сутки, %' })).toHaveValue('');
  });

  it('deletes the rule after the question and goes to the list; a failed format load offers a retry', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    backend.standIn.faults.set({ method: 'GET', path: '/hb/format-templates', kind: 'http500', times: 1 });
    const { user } = renderScreen(<ConversionRuleScreen listUrl="/preferences/handbook-values/1" />, { at: '/preferences/conversion-rules/2#general', entry: 'conversion-rule-edit' });
    expect(await screen.findByText('Шаблоны, схемы выплат и события формата не загружены.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Шаблон' })).toHaveDisplayValue('Pre-roll 15 секунд №13'));

    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const confirm = await dialogTitled('Удаление правила конверсии «CPC: клик по баннеру»');
    expect(confirm.getByText('Вы уверены?')).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/preferences/handbook-values/1'));
    expect(backend.all('DELETE', '/api/hb/handbook-values/2')).toHaveLength(1);
    assign.mockRestore();
  });

  it('on the existing backend (the GETs the spec does not name answer 404): shows the rule, its organization and choices as the page printed them', async () => {
    backend.setModes({ strict: true });
    const record = { id: 2, handbook_id: 1, name: 'Печатное правило', val: 'rule_2', sort: 3, organization_id: 1, params: { general: { format_id: 1, template_id: 11 } } };
    const choices = choicesOf({ formats: [{ format_id: 1, name: 'Баннер с печатной страницы', templates: [{ template_id: 11, name: 'Шаблон с печатной страницы', params: [] }], payout_types: [], events: [] }], sales_formats: [] });
    const { user } = renderScreen(<ConversionRuleScreen record={record} organizations={[{ organization_id: 1, name: 'ООО «Печать»' }]} choices={choices} />, {
      at: '/preferences/conversion-rules/2#general',
      entry: 'conversion-rule-edit',
    });
    expect(await screen.findByRole('heading', { name: 'Правило конверсии «Печатное правило»' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Формат' })).toHaveDisplayValue('Баннер с печатной страницы');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Шаблон' })).toHaveDisplayValue('Шаблон с печатной страницы'));
    await user.click(screen.getByRole('tab', { name: 'Основное' }));
    expect(screen.getByRole('combobox', { name: 'Организация' })).toHaveDisplayValue('ООО «Печать»');
    expect(backend.requests.filter((r) => r.method === 'GET')).toEqual([]);
  });
});
