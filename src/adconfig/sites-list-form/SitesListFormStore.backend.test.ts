// Issue 41: on the existing backend (strict stand-in: the one-list GET answers 404, saves answer {success: true})
// the edit page works from the list it prints, and saves it back with the fields and status it does not know.
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { backend } from '@test/setup';
import { sitesListApi } from './api';
import { SitesListFormStore } from './SitesListFormStore';

const LISTS = '/api/hb/sites-lists';
const editUrl = (id: number) => `/preferences/sites-lists/edit/?id=${id}`;
const PRINTED = {
  id: 777, status: 'zz-archived', name: 'Список', description: '', sites_count: 1, created: '2024-01-01 10:00:00', updated: '2024-01-02 10:00:00', modified: 'admin',
  sites: [{ id: 1, name: 'Сайт', url: 'https://site.example.ru/', cid: null, category_name: 'Без категории', isAvailable: true, checkedAt: null }],
  unavailable: [], [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE,
};

describe('SitesListFormStore on the existing backend', () => {
  it('edits the list the page printed and saves it back with its unknown field and status; a bare answer is a save', async () => {
    backend.setModes({ strict: true });
    backend.db.collection('sites-lists').insert({ ...PRINTED });
    window.history.replaceState(null, '', editUrl(777));
    const store = new SitesListFormStore(sitesListApi('', PRINTED), { id: 777, editUrl });
    await store.page.load();
    expect(store.page.state).toBe('ready');
    expect(backend.all('GET', `${LISTS}/777`)).toHaveLength(0);
    expect(store.form.values.status).toBe('zz-archived');
    store.form.set('name', 'Список 2');
    await store.save();
    const sent = backend.last('PUT', `${LISTS}/777`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE, status: 'zz-archived', name: 'Список 2', sites: [expect.objectContaining({ url: 'https://site.example.ru/' })] });
    expect(store.dirty).toBe(false);
  });
});
