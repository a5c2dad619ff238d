import { act, screen, waitFor, within } from '@testing-library/react';
import { pageNavigation } from '@core/navigate';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { MediaplanFormScreen, type MediaplanFormProps } from './MediaplanFormScreen';

const PROPS: MediaplanFormProps = {
  categories: [{ id: 2, name: 'Performance' }],
  salesHouses: [{ id: 10, name: 'Селлер «Север»' }],
  agencies: [{ id: 21, name: 'Агентство «Медиа Плюс»' }],
  advertisers: [{ id: 31, name: 'Техно' }],
  users: [
    { id: 101, name: 'Иванова Анна' },
    { id: 103, name: 'ООО «Альфа Медиа»' },
  ],
  positions: [{ id: 1, name: 'Аккаунт-менеджер' }],
};
/** The date fields' picker arrives on demand: let it arrive inside act (as the user would wait for it). */
const datePickerLoaded = () => act(async () => {
  await import('@ui/DatePicker');
});
/** Pasted rather than typed key by key: the form is large, and each keystroke re-renders it (what typing does is core's test). */
async function typeIn(user: { click(el: Element): Promise<void>; paste(text: string): Promise<void> }, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}
// By label, not by role: role queries walk the accessibility tree of a large form for every lookup.
const label = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`); // a required field's label ends with its *
const combo = (name: string) => screen.getByLabelText(label(name), { selector: 'select' });
const box = (name: string) => screen.getByLabelText(label(name), { selector: 'input' });

jest.setTimeout(20000);

describe('MediaplanFormScreen', () => {
  it('create: sections, the custom agency’s name, the payer-recipient for repayment_to, the booking panel with its presets; what is missing is said under its field and nothing is sent', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderScreen(<MediaplanFormScreen {...PROPS} />, { at: '/mediaplans/create', entry: 'mediaplan-form' });
    await datePickerLoaded();
    expect(screen.getByRole('heading', { name: 'Новый медиаплан' })).toBeVisible();
    for (const section of ['Основное', 'Участники и комиссия', 'Команда', 'Данные брони', 'ОРД']) expect(screen.getByText(section, { selector: 'section > div > h3' })).toBeVisible();
    expect(screen.getByLabelText('Скидка в цене за единицу')).toBeChecked();
    expect(screen.getByLabelText('ОРД от суперкома')).not.toBeChecked();

    expect(screen.queryByLabelText(/Название агентства/)).toBeNull();
    await user.selectOptions(combo('Агентство'), 'Другое агентство');
    await typeIn(user, box('Название агентства'), 'ООО «Своё»');
    expect(screen.queryByLabelText(/Получатель выплаты/)).toBeNull();
    await user.selectOptions(combo('Тип суперкома'), 'Возврат получателю');
    await user.selectOptions(combo('Получатель выплаты'), 'ООО «Альфа Медиа»');

    await typeIn(user, box('Название'), 'Медиаплан из теста');
    await user.selectOptions(combo('Категория'), 'Performance');
    await user.selectOptions(combo('Селлер'), 'Селлер «Север»');
    await waitFor(() => expect(within(combo('СК селлера')).getByRole('option', { name: 'СК Москва' })).toBeInTheDocument());
    await user.selectOptions(combo('СК селлера'), 'СК Москва');
    await user.selectOptions(combo('Рекламодатель'), 'Техно');
    await typeIn(user, box('Суперком, %'), '5');
    await user.click(screen.getByText('Добавить менеджера', { selector: 'button' }));
    await user.selectOptions(combo('Должность 1'), 'Аккаунт-менеджер');
    await user.selectOptions(combo('Менеджер 1'), 'Иванова Анна');
    await user.click(screen.getByLabelText('Владелец: менеджер 1'));

    expect(screen.queryByLabelText(/^Плательщик\*?$/)).toBeNull();
    await user.click(screen.getByLabelText('Бронь'));
    await user.click(screen.getByText('Добавить документ', { selector: 'button' }));
    expect(await screen.findByText('Необходимо выбрать плательщика!')).toBeVisible();
    await user.click(screen.getByLabelText('Дата оплаты: Предоплата'));
    expect(box('Дата оплаты')).toHaveValue('Предоплата');
    await user.click(screen.getByLabelText('Разбивка суммы: Уточняется'));
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    // The letter goes to a saved plan: on a new one the button is there, unavailable, and says why (issue 42).
    expect(screen.getByRole('button', { name: 'Загрузить гарантийное письмо' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Загрузить гарантийное письмо' })).toHaveAccessibleDescription('Гарантийное письмо можно загрузить после сохранения медиаплана.');

    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    // The date, the payer and the document are still missing: said under their fields.
    expect(await screen.findByText('Поле "Действует до" обязательно для заполнения!')).toBeVisible();
    expect(screen.getByText('Поле "Плательщик" обязательно для заполнения!')).toBeVisible();
    expect(screen.getByText('Поле "Документ-основание" обязательно для заполнения!')).toBeVisible();
    expect(backend.all('POST', '/api/sales/mediaplans/create')).toHaveLength(0);
    assign.mockRestore();
  });

  it('edit a booking: the document form with the INN info, the created document chosen; the guarantee letter uploaded', async () => {
    const { user } = renderScreen(<MediaplanFormScreen {...PROPS} />, { at: '/mediaplans/settings/?id=2', entry: 'mediaplan-form' });
    await datePickerLoaded();
    expect(await screen.findByRole('heading', { name: 'Медиаплан №2: Бронь: осенний охват' })).toBeVisible();
    expect(screen.queryByLabelText('Бронь')).toBeNull(); // the status makes it one
    expect(screen.getByText('Завершён')).toBeVisible();
    await waitFor(() => expect(combo('Документ-основание')).toHaveDisplayValue('№ Д-2026/17 от 01.08.2026 — Договор на осенний охват'));

    await user.click(screen.getByText('Добавить документ', { selector: 'button' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый документ' });
    expect(within(dialog).getByRole('textbox', { name: 'Заказчик' })).toHaveValue('ООО «Альфа Медиа»');
    expect(within(dialog).getByRole('checkbox', { name: 'Сумма с НДС 20%' })).toBeChecked();
    await typeIn(user, within(dialog).getByRole('textbox', { name: 'ИНН заказчика' }), '500100732259');
    await user.click(within(dialog).getByRole('button', { name: 'Информация по ИНН: ИНН заказчика' }));
    const info = await screen.findByRole('dialog', { name: 'Информация по ИНН: 500100732259' });
    expect(await within(info).findByText('Индивидуальный предприниматель Смирнов Олег Игоревич')).toBeVisible();
    expect(within(info).getByText('01.06.2015')).toBeVisible();
    await user.click(within(info).getByRole('button', { name: 'Подставить название' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Заказчик' })).toHaveValue('ИП Смирнов'));
    await typeIn(user, within(dialog).getByRole('textbox', { name: 'Номер документа' }), 'ДС-9');
    await typeIn(user, within(dialog).getByRole('textbox', { name: 'Дата подписания' }), '02.10.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(combo('Документ-основание')).toHaveDisplayValue('№ ДС-9 от 02.10.2026 — ИП Смирнов'));
    expect(backend.last('POST', '/api/hb/docs').body).toMatchObject({ doc_number: 'ДС-9', date_signed: '2026-10-02', inn: '500100732259', payer_id: 103 });

    await user.selectOptions(combo('Плательщик'), 'Иванова Анна'); // S 4: the document goes with the payer
    expect(combo('Документ-основание')).toHaveDisplayValue('Выберите...');

    await user.click(screen.getByText('Загрузить гарантийное письмо', { selector: 'button' }));
    const letter = await screen.findByRole('dialog', { name: 'Гарантийное письмо' });
    await user.click(within(letter).getByRole('button', { name: 'Загрузить' }));
    expect(await within(letter).findByText('Выберите файл для загрузки!')).toBeVisible();
    await user.upload(within(letter).getByLabelText(/Файл гарантийного письма/), new File(['%PDF'], 'письмо.pdf', { type: 'application/pdf' }));
    await user.click(within(letter).getByRole('button', { name: 'Загрузить' }));
    expect(await screen.findByText('Гарантийное письмо загружено')).toBeVisible();
    expect(backend.last('POST', '/api/sales/mediaplans/2/guarantee-letter').body).toMatchObject({ file: { name: 'письмо.pdf' } });
  });

  it('with none of the dictionaries in the page: each read from its handbook (S 7), users found by login (S 7 users search); a handbook that fails leaves its id typed, said so', async () => {
    backend.fail('GET', '/api/hb/handbook/mediaplans_groups/values', { success: false, message: 'Нет справочника' }, 500);
    const { user } = renderScreen(<MediaplanFormScreen />, { at: '/mediaplans/settings/?id=1', entry: 'mediaplan-form' });
    await datePickerLoaded();
    expect(await screen.findByDisplayValue('Весенняя кампания «Техно» 2026')).toBeVisible();
    for (const alias of ['mediaplan_categories', 'sales_houses', 'agencies', 'advertisers', 'manager_positions', 'mediaplans_groups']) {
      expect(backend.all('GET', `/api/hb/handbook/${alias}/values`)).toHaveLength(1);
    }
    expect(combo('Категория')).toHaveDisplayValue('Performance');
    expect(combo('Селлер')).toHaveDisplayValue('Селлер «Север»');
    expect(combo('Агентство')).toHaveDisplayValue('Агентство «Медиа Плюс»');
    expect(combo('Рекламодатель')).toHaveDisplayValue('Техно');
    expect(combo('Должность 2')).toHaveDisplayValue('Менеджер по продажам');
    // The groups' handbook failed: its id is typed, and the field says why.
    expect(box('Группа медиапланов (ID)')).toHaveValue('1');
    expect(screen.getByText('Справочник не получен: укажите ID.')).toBeVisible();
    // Users the answer names by id only are said as users, not as bare numbers; another is found by login.
    expect(screen.getAllByText('Пользователь №101').length).toBeGreaterThan(0);
    expect(screen.getByText('Пользователь №104')).toBeVisible(); // hidden for
    await user.type(screen.getByRole('combobox', { name: 'Менеджер 1' }), 'petrov3');
    await user.click(await screen.findByRole('option', { name: 'petrov3' }));
    expect(backend.last('GET', '/users/search').query).toEqual({ name: 'petrov3', page: '1' });
    await user.clear(box('Группа медиапланов (ID)'));
    await typeIn(user, box('Группа медиапланов (ID)'), '2');
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await waitFor(() => expect(backend.last('PUT', '/api/sales/mediaplans/update/1').body).toMatchObject({ mediaplans_group_id: 2, managers: [{ position_id: 1, manager_id: 231 }, { position_id: 2, manager_id: 102 }] }));
  });
});

