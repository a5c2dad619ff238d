// Issue 41 in the shared option store: the option comes printed in the page's props (no request); a
// missing or unrecognised status stays unknown and goes back as it came; a bare {success: true} is a
// save; the value's keys the editor does not own, and each rule's unknown fields, go back as they came;
// a value of a shape the editor does not know goes back exactly as it came until edited.
import { when } from 'mobx';
import { backend } from '@test/setup';
import { propsSchema } from '../props';
import { keptOf, noLoads, OPTION_PROPS, optionApi, OptionEditorStore, readOption, withKept, type Kept, type LoadedOption, type OptionEditorConfig } from './index';

const PAGE = '/options/frequency/?id=1';
const PATH = '/options/frequency';

interface Rule {
  min: string;
  kept: Kept;
}
interface Value {
  count: string;
  rules: Rule[];
}
const config: OptionEditorConfig<Value> = {
  decode: (raw) => {
    const source = (typeof raw === 'object' && raw !== null ? raw : {}) as { count?: unknown; rules?: unknown };
    const rules = Array.isArray(source.rules) ? source.rules : [];
    return { count: typeof source.count === 'number' ? String(source.count) : '', rules: rules.map((r: { min?: unknown }) => ({ min: String(r?.min ?? ''), kept: keptOf(r, ['min']) })) };
  },
  encode: (value) => ({ count: Number(value.count), rules: value.rules.map((r) => withKept(r.kept, { min: Number(r.min) })) }),
  ownKeys: ['count', 'rules'],
  accepts: (raw) => typeof raw === 'object' && raw !== null && !Array.isArray(raw),
};

async function started(printed: LoadedOption | null) {
  window.history.replaceState(null, '', PAGE);
  const store = new OptionEditorStore(optionApi(PAGE, 'POST', {}, printed), config, noLoads);
  const stop = store.start();
  await when(() => store.loadState !== 'loading');
  return { store, stop };
}

const VALUE = { count: 3, rules: [{ min: 1, label: 'оставить' }], zz_unknown_field: 'сохранить как есть' };

describe('the printed option', () => {
  it('props.option is read as untrusted: anything but an object is none (the editor then asks its page)', () => {
    const schema = propsSchema(OPTION_PROPS);
    expect(schema.parse({ option: { status: '1', params: { value: [1] } } }).option).toEqual({ status: 1, rawStatus: '1', rawValue: [1] });
    expect(schema.parse({ option: { params: 'x' } }).option).toEqual({ status: null, rawStatus: undefined, rawValue: undefined });
    expect(schema.parse({ option: 'мусор' }).option).toBeNull();
    expect(schema.parse({ option: null }).option).toBeUndefined();
  });

  it('starts from the printed option without a request; unedited, the save sends the value exactly as it came; a bare answer is a save', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = await started(readOption({ status: 1, params: { value: VALUE } }));
    expect(backend.all('GET', PATH)).toHaveLength(0);
    expect(store.status).toBe(1);
    expect(store.value.count).toBe('3');
    expect(await store.save()).toBe(true);
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: VALUE });
    expect(store.dirty).toBe(false);
    stop();
  });

  it('edited, the value keeps its unknown keys and each rule its unknown fields', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = await started(readOption({ status: 0, params: { value: VALUE } }));
    store.set('count', '5');
    store.update('rules.0', (v) => {
      v.rules[0] = { ...v.rules[0], min: '2' };
    });
    expect(await store.save()).toBe(true);
    expect(backend.last('POST', PATH).body).toEqual({ status: 0, value: { count: 5, rules: [{ min: 2, label: 'оставить' }], zz_unknown_field: 'сохранить как есть' } });
    expect(store.dirty).toBe(false);
    stop();
  });

  it('a missing status is unknown, not off: not locked, left out of the save until switched', async () => {
    const { store, stop } = await started(readOption({ params: { value: VALUE } }));
    expect([store.status, store.statusUnknown, store.on]).toEqual([null, true, true]);
    await store.save();
    expect(backend.last('POST', PATH).body).toEqual({ value: VALUE });
    store.setStatus(0);
    await store.save();
    expect(backend.last('POST', PATH).body).toMatchObject({ status: 0 });
    stop();
  });

  it('an unrecognised status goes back as it came', async () => {
    const { store, stop } = await started(readOption({ status: 'вкл', params: { value: VALUE } }));
    expect(store.statusUnknown).toBe(true);
    await store.save();
    expect(backend.last('POST', PATH).body).toEqual({ status: 'вкл', value: VALUE });
    stop();
  });

  it('a value of a shape the editor does not know is foreign: sent back exactly as it came until edited', async () => {
    const { store, stop } = await started(readOption({ status: 1, params: { value: ['чужой', { вид: 1 }] } }));
    expect(store.foreign).toBe(true);
    await store.save();
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: ['чужой', { вид: 1 }] });
    store.set('count', '2');
    await store.save();
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: { count: 2, rules: [] } });
    stop();
  });

  it('without a printed option it asks its page (the chosen GET)', async () => {
    const { store, stop } = await started(null);
    expect(backend.all('GET', PATH)).toHaveLength(1);
    expect(store.loadState).toBe('ready');
    stop();
  });
});
