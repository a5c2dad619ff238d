import { act, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { CampaignOrdScreen } from './CampaignOrdScreen';

const PROPS = { campaignTypes: [{ id: 1, name: 'Реклама в интернете' }], permissions: { edit: true } };
/** The period modal's date picker arrives on demand: inside act. */
const datePickerLoaded = () =>
  act(async () => {
    await import('@ui/DatePicker');
  });

jest.setTimeout(20000);

describe('CampaignOrdScreen', () => {
  it('locked settings, unlocked by shift-click; a contract found by search (the list at most 500 px high) and saved', async () => {
    const { user } = renderScreen(<CampaignOrdScreen {...PROPS} />, { at: '/campaigns/settings/ord/?id=1', entry: 'campaign-ord' });
    expect(await screen.findByText('ОРД кампании №1: Осенняя распродажа «Техно» — охватная кампания')).toBeVisible();
    expect(screen.getByText('Форма заблокирована: договоры или идентификаторы ОРД уже заданы.')).toBeVisible();
    expect(screen.getByLabelText('ID в ОРД')).toBeDisabled();
    expect(screen.getByText('№ Д-2026/17 от 01.08.2026 — Договор на осенний охват')).toBeVisible();

    await user.keyboard('{Shift>}');
    await user.click(screen.getByLabelText('Разблокировать: Настройки ОРД'));
    await user.keyboard('{/Shift}');
    expect(screen.getByLabelText('ID в ОРД')).toBeEnabled();

    await user.click(screen.getByLabelText('Поиск договора: Конечный договор'));
    await user.paste('Смирнов');
    const found = await screen.findByRole('list', { name: 'Поиск договора: Конечный договор' });
    expect(found.parentElement).toHaveStyle({ maxHeight: '500px' });
    await user.click(await within(found).findByLabelText('Выбрать: № ДС-1 от 10.09.2026 — Доп. соглашение <i>№1</i>'));
    expect(backend.last('GET', '/api/hb/docs').query).toEqual({ search: 'Смирнов' });
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await waitFor(() => expect(backend.last('POST', '/api/core/campaigns/settings/ord/1').body).toMatchObject({ ord_initial_contract_id: 1, ord_final_contract_id: 3 }));
    expect(await screen.findByText('Настройки ОРД сохранены')).toBeVisible();
  });

  it('a stored campaign type the page’s list does not name shows as unknown (not \'Выберите...\') and is saved back unchanged (issue 43)', async () => {
    // Campaign 2 is stored with type 2; the page lists type 1 only.
    const { user } = renderScreen(<CampaignOrdScreen {...PROPS} />, { at: '/campaigns/settings/ord/?id=2', entry: 'campaign-ord' });
    await screen.findByText('01.09.2026 — 30.09.2026');
    const type = screen.getByLabelText('Тип кампании в ОРД') as HTMLSelectElement;
    expect(type).toHaveDisplayValue('Неизвестное значение (2)');
    await user.click(screen.getByLabelText('Не учитывать отчёты ОРД'));
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await waitFor(() => expect(backend.last('POST', '/api/core/campaigns/settings/ord/2').body).toMatchObject({ ord_campaign_type_id: 2 }));
  });

  it('periods: the table, the period modal, the notify modal with its defaults', async () => {
    const { user } = renderScreen(<CampaignOrdScreen {...PROPS} />, { at: '/campaigns/settings/ord/?id=2', entry: 'campaign-ord' });
    expect(await screen.findByText('01.09.2026 — 30.09.2026')).toBeVisible();
    await datePickerLoaded();
    expect(screen.queryByLabelText('ID в ОРД')).toBeNull(); // the periods hold the ids
    await user.click(screen.getByLabelText('Изменить период 01.09.2026 — 30.09.2026'));
    const modal = await screen.findByRole('dialog', { name: 'Период №1' });
    expect(within(modal).getByText('Форма заблокирована: договоры или идентификаторы ОРД уже заданы.')).toBeVisible();
    expect(within(modal).getByLabelText('ID в ОРД')).toHaveValue('ORD-P-201');
    await user.click(within(modal).getByText('Отмена'));

    await user.click(screen.getByText('Уведомить об изменениях', { selector: 'button' }));
    const notifyModal = await screen.findByRole('dialog', { name: 'Уведомление об изменениях' });
    expect(within(notifyModal).getByLabelText('Партнёры')).toBeChecked();
    expect(within(notifyModal).getByLabelText('Менеджеры')).toBeChecked();
    expect(within(notifyModal).getByLabelText('Рекламодатели')).not.toBeChecked();
    await user.click(within(notifyModal).getByText('Отправить'));
    expect(await within(notifyModal).findByText('Выберите хотя бы один месяц')).toBeVisible();
  });
});
