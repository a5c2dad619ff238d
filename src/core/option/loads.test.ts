// The option store's loads (issue 31): what an editor loads beside its option starts with it in start(),
// once, and stops with it; a row of a list value keeps the fields the editor does not read (issue 41).
import { when } from 'mobx';
import { backend } from '@test/setup';
import { keptRow, optionApi, OptionEditorStore, readOption, rowsKeeping, withKept, type OptionLoad } from './index';

const PAGE = '/options/frequency/?id=1';

class FakeLoad implements OptionLoad {
  log: string[] = [];
  start() {
    this.log.push('start');
    return () => this.log.push('stop');
  }
}

describe('OptionEditorStore loads', () => {
  it('starts each load with the option in start() (a null one is none), and stops them with it', async () => {
    const tree = new FakeLoad();
    const printed = readOption({ status: 1, params: { value: 'x' } });
    const store = new OptionEditorStore(optionApi(PAGE, 'POST', {}, printed), { decode: (raw) => String(raw ?? '') }, (made) => {
      expect(made).toBeInstanceOf(OptionEditorStore);
      return { tree, presets: null };
    });
    expect(store.loads.tree).toBe(tree);
    expect(tree.log).toEqual([]);
    const stop = store.start();
    expect(tree.log).toEqual(['start']);
    await when(() => store.loadState === 'ready');
    expect(backend.requests).toHaveLength(0);
    stop();
    expect(tree.log).toEqual(['start', 'stop']);
  });
});

describe('rows keeping what the editor does not read', () => {
  const row = (raw: unknown) => (typeof raw === 'object' && raw !== null ? { content: String((raw as { content?: unknown }).content ?? '') } : null);

  it('takes aside the fields other than the known ones, per row; a plain row stays plain; a dropped entry is left out', () => {
    expect(rowsKeeping([{ content: 'a', weight: 2 }, 7, { content: 'b' }], ['content', 'counter'], row)).toEqual([{ content: 'a', kept: { weight: 2 } }, { content: 'b' }]);
    expect(rowsKeeping({ content: 'a' }, ['content'], row)).toEqual([]);
    expect(keptRow('не объект', ['content'], { content: '' })).toEqual({ content: '' });
  });

  it('puts them back under what the editor sends, its own fields winning', () => {
    expect(withKept({ weight: 2, content: 'старое' }, { content: 'новое' })).toEqual({ weight: 2, content: 'новое' });
    expect(withKept(undefined, { content: 'a' })).toEqual({ content: 'a' });
  });
});
