// The option editor's other protocols (A 7 Options): a body with fields beside status and value (geo's
// meta), the form-encoded POST answered with a redirect (geo settings), an editor without a status (the
// ORD id list). Answers come from the stand-in's option route, or are set for one case (`backend.fail`).
import { when } from 'mobx';
import { backend } from '@test/setup';
import { notify } from '../notify';
import { noLoads, optionApi, optionBody, OptionEditorStore, type OptionEditorConfig, type OptionProtocol } from './index';
import type { OptionSaveMethod } from './optionApi';

const PAGE = '/options/frequency/?id=7';
const PATH = '/options/frequency';

async function loaded<V>(config: OptionEditorConfig<V>, method?: OptionSaveMethod, protocol?: OptionProtocol) {
  window.history.replaceState(null, '', PAGE);
  const store = new OptionEditorStore(optionApi(PAGE, method, protocol ?? config.protocol), config, noLoads);
  const stop = store.start();
  await when(() => store.loadState !== 'loading');
  return { store, stop };
}

interface Geo {
  allow: number[];
  names: Record<number, string>;
}
const geo: OptionEditorConfig<Geo> = {
  decode: () => ({ allow: [], names: {} }),
  encode: (value) => ({ allow: value.allow, deny: [] }),
  body: (value, context) => ({ ...optionBody(context), meta: value.allow.map((id) => ({ id, name: value.names[id] ?? '' })) }),
};

describe('option protocols', () => {
  it('sends the fields an editor adds beside status and value (geo: meta)', async () => {
    const { store, stop } = await loaded(geo);
    store.setValue({ allow: [3159], names: { 3159: 'Россия' } });
    expect(await store.save()).toBe(true);
    expect(backend.last('POST', PATH).body).toEqual({ status: 0, value: { allow: [3159], deny: [] }, meta: [{ id: 3159, name: 'Россия' }] });
    stop();
  });

  it('form-encoded: POSTs the body as a form (lists as key[]=) and follows the answered redirect on this site, once the guard has let go', async () => {
    const config: OptionEditorConfig<Geo> = { ...geo, body: (value) => ({ geo: value.allow, geo_except: [5] }), protocol: { encoding: 'form' } };
    const { store, stop } = await loaded(config);
    store.setValue({ allow: [1, 2], names: {} });
    backend.fail('POST', PATH, { success: true, message: 'Сохранено', redirect: '/options/geo-settings/?id=7&saved=1' });
    expect(await store.save()).toBe(true);
    const sent = backend.last('POST', PATH);
    expect(sent.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(sent.body).toEqual({ 'geo[]': ['1', '2'], 'geo_except[]': ['5'] });
    expect(store.leavingTo).toBe(`${window.location.origin}/options/geo-settings/?id=7&saved=1`);
    expect(store.dirty).toBe(false);
    // A second save while leaving sends nothing; the next page shows the toast, in the answer's words (A 7: message, redirect).
    expect(await store.save()).toBe(false);
    expect(window.sessionStorage.getItem('bo-flash')).toBe('Сохранено');
    expect(notify.toasts).toHaveLength(0);
    stop();
  });

  it('form-encoded: a redirect to another site is not followed (the toast shows instead)', async () => {
    const { store, stop } = await loaded({ ...geo, protocol: { encoding: 'form' } });
    backend.fail('POST', PATH, { success: true, redirect: 'https://evil.example/steal' });
    store.setValue({ allow: [1], names: {} });
    expect(await store.save()).toBe(true);
    expect(store.leavingTo).toBeNull();
    expect(notify.toasts.map((t) => t.lines[0])).toContain('Успешно сохранено');
    stop();
  });

  it('without a status (ORD ids): the GET data is the value, always on, the body has no status and may carry the object id; PUT', async () => {
    const ord: OptionEditorConfig<string[]> = {
      decode: (raw) => (Array.isArray(raw) ? raw.flatMap((item: { ord_id?: unknown }) => (typeof item?.ord_id === 'string' ? [item.ord_id] : [])) : []),
      body: (value, context) => ({ items: value.map((ord_id) => ({ ord_id, id: Number(context.id) })) }),
      protocol: { statusless: true },
    };
    backend.fail('GET', PATH, { success: true, data: [{ ord_id: 'a-1' }, { ord_id: 5 }] });
    const { store, stop } = await loaded(ord, 'PUT');
    expect(store.value).toEqual(['a-1']);
    expect(store.statusless).toBe(true);
    expect(store.on).toBe(true);
    store.setStatus(0);
    expect(store.on).toBe(true);
    store.setValue(['a-1', 'b-2']);
    backend.fail('PUT', PATH, { success: true, data: null, option: { status: 0 } });
    expect(await store.save()).toBe(true);
    expect(backend.last('PUT', PATH).body).toEqual({ items: [{ ord_id: 'a-1', id: 7 }, { ord_id: 'b-2', id: 7 }] });
    expect(store.on).toBe(true);
    expect(store.dirty).toBe(false);
    stop();
  });

  it('without a status and without a body of its own: {value} only', async () => {
    backend.fail('GET', PATH, { success: true, data: ['x'] });
    const { store, stop } = await loaded<string[]>({ decode: (raw) => (Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : []) }, 'POST', { statusless: true });
    backend.fail('POST', PATH, { success: true, data: null });
    expect(await store.save()).toBe(true);
    expect(backend.last('POST', PATH).body).toEqual({ value: ['x'] });
    stop();
  });
});
