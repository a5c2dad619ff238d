// Issue 41: on the existing backend (strict stand-in: the one-banner GET and form-options answer 404, saves
// answer data alone) the editor works from what the page prints and saves the banner back with what it does not know.
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { OPTIONS } from '@fixtures/server/routes/banner-editor';
import { backend } from '@test/setup';
import { bannerEditorApi } from '@adconfig/shared/banner/api';
import { BannerEditorStore } from '@adconfig/shared/banner/BannerEditorStore';

const URL_ = '/api/banners';
const editUrl = (id: number) => `/banners/edit/${id}`;

describe('BannerEditorStore on the existing backend', () => {
  it('edits the banner the page printed with its printed options, and saves it back with its unknown field and params', async () => {
    backend.setModes({ strict: true });
    const seeded = backend.db.collection<Record<string, unknown>>('banner-editor-banners', { key: 'banner_id' }).get(1);
    const printed = { ...seeded, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE, params: { ...(seeded?.params as object), zz_param: 'x' } };
    window.history.replaceState(null, '', editUrl(1));
    const store = new BannerEditorStore(bannerEditorApi(URL_, { record: printed, formOptions: backend.db.doc(OPTIONS) }), { id: 1, editUrl, listUrl: '/banners' });
    await store.page.load();
    expect(store.page.state).toBe('ready');
    expect(backend.all('GET', `${URL_}/1`)).toHaveLength(0);
    expect(backend.all('GET', `${URL_}/form-options`)).toHaveLength(0);
    expect(store.choices.types.length).toBeGreaterThan(0);
    await store.save();
    const sent = backend.last('PUT', `${URL_}/1`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE, params: expect.objectContaining({ zz_param: 'x' }) });
    expect(store.form.dirty).toBe(false);
  });
});
