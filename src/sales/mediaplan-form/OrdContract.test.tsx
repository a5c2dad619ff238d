// Issue 42: the ORD initial contract is named by its number and name where the data gives it, never a bare id.
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { MediaplanFormScreen, type MediaplanFormProps } from './MediaplanFormScreen';

const PROPS: MediaplanFormProps = {
  categories: [{ id: 2, name: 'Performance' }],
  salesHouses: [{ id: 10, name: 'Селлер «Север»' }],
  agencies: [{ id: 21, name: 'Агентство «Медиа Плюс»' }],
  advertisers: [{ id: 31, name: 'Техно' }],
  users: [{ id: 101, name: 'Иванова Анна' }, { id: 102, name: 'Петров Сергей' }, { id: 105, name: 'ИП Смирнов' }],
  positions: [{ id: 1, name: 'Аккаунт-менеджер' }],
};
const ORD = 'Изначальный договор ОРД';
const field = () => screen.getByRole('group', { name: ORD });

jest.setTimeout(20000);

describe('MediaplanFormScreen: the ORD initial contract', () => {
  it('shows the contract the plan names by its number and name; another found by the search is chosen and sent by id', async () => {
    const { user } = renderScreen(<MediaplanFormScreen {...PROPS} />, { at: '/mediaplans/settings/?id=1', entry: 'mediaplan-form' });
    await screen.findByRole('heading', { name: /^Медиаплан №1/ });
    expect(within(field()).getByText('№ Д-2026/01 от 15.01.2026 — Рамочный договор')).toBeVisible();
    expect(within(field()).queryByText('#1')).toBeNull();

    await user.type(within(field()).getByRole('searchbox', { name: `Поиск договора: ${ORD}` }), 'осенний{Enter}');
    await user.click(await within(field()).findByRole('button', { name: 'Выбрать: № Д-2026/17 от 01.08.2026 — Договор на осенний охват' }));
    expect(within(field()).getByText('№ Д-2026/17 от 01.08.2026 — Договор на осенний охват', { selector: 'span.fw-semibold' })).toBeVisible();
    expect(backend.last('GET', '/api/hb/docs').query).toEqual({ search: 'осенний' });

    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await waitFor(() => expect(backend.all('PUT', '/api/sales/mediaplans/update/1')).toHaveLength(1));
    const body = backend.last('PUT', '/api/sales/mediaplans/update/1').body as Record<string, unknown>;
    expect(body.ord_initial_contract_id).toBe(2);
    // The contract the plan came with is no longer the chosen one: it does not go back beside the new id.
    expect(body).not.toHaveProperty('ord_initial_contract');
  });

  it('without the contract in the answer, names it from the payer’s documents; cleared, it is sent as none', async () => {
    const mediaplan = { mediaplan_id: 7, name: 'План 7', category_id: 2, expired_at: '2026-12-31', sales_house_id: 10, sales_house_sk: 'sk-10-1', agency_id: 21, advertiser_id: 31, supercom: 0, supercom_type: 'none', manager_id: 101, managers: [{ position_id: 1, manager_id: 101 }], payer_id: 105, ord_initial_contract_id: 3, status: 'draft' };
    const { user } = renderScreen(<MediaplanFormScreen {...PROPS} mediaplan={mediaplan} />, { at: '/mediaplans/settings/?id=7', entry: 'mediaplan-form' });
    await screen.findByRole('heading', { name: /^Медиаплан №7/ });
    // Server text shown as text: the HTML-looking name is not markup.
    expect(await within(field()).findByText('№ ДС-1 от 10.09.2026 — Доп. соглашение <i>№1</i>')).toBeVisible();
    expect(backend.last('GET', '/api/hb/docs').query).toEqual({ payer_id: '105' });

    await user.click(within(field()).getByRole('button', { name: `Очистить: ${ORD}` }));
    expect(within(field()).getByText('Не выбран')).toBeVisible();
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await waitFor(() => expect(backend.all('PUT', '/api/sales/mediaplans/update/7')).toHaveLength(1));
    expect(backend.last('PUT', '/api/sales/mediaplans/update/7').body).toMatchObject({ ord_initial_contract_id: null, payer_id: 105 });
  });

  it('a contract the data does not name shows as its number sign and id, not as a bare id', async () => {
    const mediaplan = { mediaplan_id: 8, name: 'План 8', ord_initial_contract_id: 501, status: 'draft' };
    renderScreen(<MediaplanFormScreen {...PROPS} mediaplan={mediaplan} />, { at: '/mediaplans/settings/?id=8', entry: 'mediaplan-form' });
    await screen.findByRole('heading', { name: /^Медиаплан №8/ });
    expect(within(field()).getByText('#501')).toBeVisible();
    expect(screen.queryByDisplayValue('501')).toBeNull();
  });
});
