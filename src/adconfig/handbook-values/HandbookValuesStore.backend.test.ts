// Issue 41: on the existing backend (strict stand-in: the list answer carries the rows alone, saves answer
// {success: true}) the page takes its handbook and organizations from its props, and a value saved back keeps
// every field the modal does not edit.
import { waitFor } from '@testing-library/react';
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { pageNavigation } from '@core/navigate';
import { backend } from '@test/setup';
import { handbookValuesApi } from './api';
import { HandbookValuesStore, type PageContext } from './HandbookValuesStore';

const HANDBOOK = { id: 1, name: 'Правила конверсии', is_val: true, isEditPage: true, isEditOnCreate: true };
const PAGE: PageContext = {
  handbook: HANDBOOK,
  organizations: [{ organization_id: 1, name: 'ООО «Из страницы»' }],
};

async function started(page: PageContext) {
  window.history.replaceState(null, '', '/preferences/handbook-values/1');
  const store = new HandbookValuesStore(handbookValuesApi(), page);
  const stop = store.start();
  await waitFor(() => expect(store.table.list.state).toBe('ready'));
  return { store, stop };
}

describe('HandbookValuesStore on the existing backend', () => {
  it('keeps the handbook and organizations the page printed: edits open the value page, names are shown', async () => {
    backend.setModes({ strict: true });
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { store, stop } = await started(PAGE);
    expect(store.handbook).toEqual(PAGE.handbook);
    expect(store.organizationName(1)).toBe('ООО «Из страницы»');
    store.edit(store.table.list.rows[0]);
    expect(assign).toHaveBeenCalledWith(`/preferences/handbook-values/1/${store.table.list.rows[0].id}`);
    stop();
  });

  it('saves an edited value back with the fields it does not edit', async () => {
    backend.setModes({ strict: true, roundTrip: true });
    const { store, stop } = await started({ ...PAGE, handbook: { ...HANDBOOK, isEditPage: false } });
    const row = store.table.list.rows[0];
    store.editor.openEdit(row);
    expect(await store.editor.save()).toBe(true);
    const sent = backend.last('PUT', `/api/hb/handbook-values/${row.id}`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ id: row.id, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE, name: row.name, handbook_id: 1 });
    stop();
  });
});
