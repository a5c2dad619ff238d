import { waitFor } from '@testing-library/react';
import { MEDIAPLAN_ERRORS } from '@fixtures/server/routes/mediaplan-form';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { mediaplanFormApi } from './api';
import { MediaplanFormStore } from './MediaplanFormStore';

const USERS = [
  { id: 101, name: 'Иванова Анна' },
  { id: 102, name: 'Петров Сергей' },
  { id: 103, name: 'ООО «Альфа Медиа»' },
];

async function started(id: number | null) {
  window.history.replaceState(null, '', id === null ? '/mediaplans/create' : `/mediaplans/settings/?id=${id}`);
  const store = new MediaplanFormStore(mediaplanFormApi(), { id, editUrl: (created) => `/mediaplans/settings/?id=${created}`, users: USERS });
  const stop = store.start();
  await waitFor(() => expect(store.page.state).toBe('ready'));
  return { store, stop };
}

describe('MediaplanFormStore', () => {
  it('create: S 9 defaults, S 5 required fields, the agency and supercom rules, one owner; POST, then the answer’s redirect', async () => {
    const { store, stop } = await started(null);
    const { form } = store;
    expect(form.values.params).toMatchObject({ is_unit_cost_discount: true, is_ord_from_supercom: false });
    expect(store.isBooking).toBe(false);

    await store.save();
    expect(form.errors).toMatchObject({
      name: 'Поле "Название" обязательно для заполнения!',
      category_id: 'Поле "Категория" обязательно для заполнения!',
      expired_at: 'Поле "Действует до" обязательно для заполнения!',
      sales_house_id: 'Поле "Селлер" обязательно для заполнения!',
      sales_house_sk: 'Поле "СК селлера" обязательно для заполнения!',
      agency_id: 'Поле "Агентство" обязательно для заполнения!',
      advertiser_id: 'Поле "Рекламодатель" обязательно для заполнения!',
      supercom: 'Поле "Суперком, %" обязательно для заполнения!',
      managers: 'Добавьте менеджера',
    });
    expect(form.errors.payer_id).toBeUndefined(); // not a booking
    expect(backend.all('POST', '/api/sales/mediaplans/create')).toHaveLength(0);

    store.chooseSalesHouse(10);
    await waitFor(() => expect(store.skOptions.map((o) => o.label)).toEqual(['СК Москва', 'СК Санкт-Петербург']));
    expect(backend.last('GET', '/api/hb/user-sk/10').headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    form.set('sales_house_sk', 'sk-10-2');
    store.chooseSalesHouse(11); // another sales house, another SK
    expect(form.values.sales_house_sk).toBeNull();
    form.set('sales_house_sk', 'sk-11-1');

    form.set('supercom', '15');
    form.set('supercom_type', 'repayment_to');
    store.chooseAgency(-1); // S 4: ≤ 0 clears supercom; −1 asks for the agency's name
    expect(form.values).toMatchObject({ supercom: '0', supercom_type: 'none', supercom_payer_id: null });
    expect(store.isCustomAgency).toBe(true);
    form.set('supercom_type', 'repayment_to');
    expect(store.showsPayerRecipient).toBe(true);

    form.addRow('managers', { position_id: 1, manager_id: 101 });
    form.addRow('managers', { position_id: 2, manager_id: 102 });
    await store.save();
    expect(form.errors).toMatchObject({
      agency_name: 'Поле "Название агентства" обязательно для заполнения!',
      supercom_payer_id: 'Поле "Получатель выплаты" обязательно для заполнения!',
      managers: 'Выберите одного владельца среди менеджеров',
    });

    store.makeOwner(1);
    form.set('agency_name', '  ООО «Новое агентство» ');
    form.set('supercom_type', 'moment'); // the payer-recipient is not sent for another type
    form.set('supercom_payer_id', 103);
    form.set('name', '  Новый медиаплан ');
    form.set('category_id', 2);
    form.set('expired_at', '2027-03-31');
    form.set('advertiser_id', 31);
    form.set('params.hidden_for', [101]);
    form.addRow('params.additional_participants', { id: 103, role: 'sales_house' });
    form.addRow('params.additional_participants', { id: null, role: 'agency' });
    await store.save();
    expect(form.errors['params.additional_participants.1.id']).toBe('Поле "Участник" обязательно для заполнения!');
    form.removeRow('params.additional_participants', 1);
    await store.save();

    expect(backend.last('POST', '/api/sales/mediaplans/create').body).toEqual({
      name: 'Новый медиаплан',
      category_id: 2,
      expired_at: '2027-03-31',
      sales_house_id: 11,
      sales_house_sk: 'sk-11-1',
      agency_id: -1,
      agency_name: 'ООО «Новое агентство»',
      advertiser_id: 31,
      supercom: 0,
      supercom_type: 'moment',
      supercom_payer_id: null,
      manager_id: 102,
      managers: [
        { position_id: 1, manager_id: 101 },
        { position_id: 2, manager_id: 102 },
      ],
      is_supercom_shown: 0,
      is_barter: 0,
      is_tender: 0,
      params: {
        is_unit_cost_discount: 1,
        is_ord_from_supercom: 0,
        post_campaign_report_link: '',
        hidden_for: [101],
        additional_participants: [{ id: 103, role: 'sales_house' }],
        payer_user_id: null,
      },
      specificity: '',
      comments: '',
      mediaplans_group_id: null,
      payer_id: null,
      document_id: null,
      payment_date: '',
      payment_splitting: '',
      promotion_platform: '',
      ord_initial_contract_id: null,
      ord_id: '',
      is_booking: 0,
    });
    expect(form.leavingTo).toBe('http://localhost/mediaplans/settings/?id=4'); // the stand-in's redirect, resolved on this site
    stop();
  });

  it('edit a booking: the panel’s fields required, the payer’s documents, a payer change clears the document, a document created for the payer', async () => {
    const { store, stop } = await started(2);
    const { form } = store;
    expect(store.isBooking).toBe(true); // status finished
    expect(store.savedName).toBe('Бронь: осенний охват');
    await waitFor(() => expect(store.documents.map((d) => d.id)).toEqual([1, 2]));
    expect(backend.last('GET', '/api/hb/docs').query).toEqual({ payer_id: '103' });
    expect(store.documentOptions.find((o) => o.value === 2)?.label).toBe('№ Д-2026/17 от 01.08.2026 — Договор на осенний охват');

    store.choosePayer(null);
    expect(form.values.document_id).toBeNull();
    form.set('payment_date', '');
    await store.save();
    expect(form.errors).toMatchObject({
      payer_id: 'Поле "Плательщик" обязательно для заполнения!',
      document_id: 'Поле "Документ-основание" обязательно для заполнения!',
      payment_date: 'Поле "Дата оплаты" обязательно для заполнения!',
    });

    store.openDocumentForm(); // S 5: not without a payer
    expect(store.contract.open).toBe(false);
    expect(notify.toasts.at(-1)?.lines).toEqual(['Необходимо выбрать плательщика!']);

    store.choosePayer(103);
    store.openDocumentForm();
    expect(store.contract.open).toBe(true);
    expect(store.contract.form.values).toMatchObject({ name_customer: 'ООО «Альфа Медиа»', is_vat: true, type: 'contract' });
    store.contract.form.set('doc_number', 'Д-77');
    store.contract.form.set('date_signed', '2026-10-01');
    store.contract.form.set('inn', '12345');
    await store.contract.save();
    expect(store.contract.form.errors.inn).toBe('ИНН должен состоять из 10 или 12 цифр');
    store.contract.form.set('inn', '7701234567');
    store.contract.form.set('amount', '1000,5');
    await store.contract.save();
    expect(backend.last('POST', '/api/hb/docs').body).toEqual({
      type: 'contract',
      name: '',
      doc_number: 'Д-77',
      date_signed: '2026-10-01',
      name_customer: 'ООО «Альфа Медиа»',
      inn: '7701234567',
      amount: 1000.5,
      is_vat: 1,
      payer_id: 103,
    });
    expect(store.contract.open).toBe(false);
    const created = form.values.document_id;
    expect(created).toBe(4);
    expect(store.documentOptions[0]).toEqual({ value: 4, label: '№ Д-77 от 01.10.2026 — ООО «Альфа Медиа»' });

    form.set('payment_date', 'Пост-оплата');
    await store.save();
    expect(backend.last('PUT', '/api/sales/mediaplans/update/2').body).toMatchObject({ payer_id: 103, document_id: 4, payment_date: 'Пост-оплата', payment_splitting: 'Уточняется', agency_id: -1, agency_name: 'ООО «Рога & Копыта»' });
    expect(form.leavingTo).toBeNull();
    expect(form.dirty).toBe(false);
    stop();
  });

  it('managers: removing asks ‘Не забудьте сохранить.’; the owner removed resets it to 0; a server error stays under its field', async () => {
    const { store, stop } = await started(1);
    const { form } = store;
    expect(form.values.manager_id).toBe(102);
    void store.removeManager(1);
    expect((await answerConfirm(false)).message).toBe('Удалить менеджера «Петров Сергей»? Не забудьте сохранить.');
    expect(form.values.managers).toHaveLength(2);
    const removal = store.removeManager(1);
    await answerConfirm(true);
    await removal;
    expect(form.values.managers).toEqual([{ position_id: 1, manager_id: 101 }]);
    expect(form.values.manager_id).toBe(0);
    await store.save();
    expect(form.errors.managers).toBe('Выберите одного владельца среди менеджеров');
    store.makeOwner(0);

    form.set('name', 'Бронь: осенний охват'); // taken by plan 2
    await store.save();
    expect(form.errors.name).toBe(MEDIAPLAN_ERRORS.duplicate);
    expect(form.dirty).toBe(true);

    backend.fail('PUT', '/api/sales/mediaplans/update/1', { success: true, redirect: 'https://evil.example/x' });
    form.set('name', 'Переименован');
    await store.save();
    expect(form.leavingTo).toBeNull(); // an offsite redirect is not followed
    stop();
  });

  it('the INN info: invalid INN said without a call; found; not found says so', async () => {
    const { store, stop } = await started(2);
    store.choosePayer(103);
    store.openDocumentForm();
    const { inn, form } = store.contract;
    form.set('inn', '12a');
    store.contract.lookup('name_customer');
    expect(inn.error).toBe('ИНН должен состоять из 10 или 12 цифр');
    expect(backend.all('GET', '/api/hb/inn/12a')).toHaveLength(0);

    form.set('inn', '500100732259');
    store.contract.lookup('name_customer');
    await waitFor(() => expect(inn.info?.seo_name).toBe('Смирнов Олег Игоревич'));
    store.contract.useFoundName();
    expect(form.values.name_customer).toBe('ИП Смирнов');
    expect(inn.open).toBe(false);

    form.set('inn', '1111111111');
    store.contract.lookup('name_customer');
    await waitFor(() => expect(inn.error).toBe('Не удалось загрузить информацию по ИНН.'));
    stop();
  });
});
