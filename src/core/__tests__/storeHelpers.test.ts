// The small pieces every screen's store is built from (issue 25): one call at a time, the latest load, chosen filters.
import { ApiError } from '../apiError';
import { BusyKeys, BusyTask } from '../busy';
import { ChosenFilters } from '../ChosenFilters';
import { disposers } from '../disposers';
import { HashState, idList, oneOf, page } from '../hash';
import { LatestLoad } from '../latestLoad';
import { notify } from '../notify';

describe('BusyKeys / BusyTask', () => {
  it('refuses a second run of the same key while the first is out; other keys run', async () => {
    const busy = new BusyKeys<number>();
    let release!: (done: boolean) => void;
    const running = busy.run(1, () => new Promise<boolean>((resolve) => (release = resolve)));
    expect(busy.has(1)).toBe(true);
    expect(await busy.run(1, async () => true)).toBe(false);
    expect(await busy.run(2, async () => true)).toBe(true);
    release(true);
    expect(await running).toBe(true);
    expect(busy.any).toBe(false);
  });

  it('a failure shows its toast, resolves false and frees the task', async () => {
    const task = new BusyTask();
    expect(await task.run(() => Promise.reject(new ApiError('Нет прав')))).toBe(false);
    expect(notify.toasts.at(-1)?.lines).toEqual(['Нет прав']);
    expect(task.running).toBe(false);
    expect(await task.run(async () => true)).toBe(true);
  });
});

describe('LatestLoad', () => {
  it('applies only the latest answer; an aborted one changes nothing; a failure is failed with its toast', async () => {
    const load = new LatestLoad();
    const applied: string[] = [];
    const calls: Array<{ signal: AbortSignal; answer: (value: string) => void }> = [];
    const fetch = (signal: AbortSignal) =>
      new Promise<string>((answer, fail) => {
        signal.addEventListener('abort', () => fail(new DOMException('The operation was aborted.', 'AbortError')));
        calls.push({ signal, answer });
      });
    const first = load.run(fetch, (value) => applied.push(value));
    const second = load.run(fetch, (value) => applied.push(value));
    expect(calls[0].signal.aborted).toBe(true);
    calls[1].answer('второй');
    await Promise.all([first, second]);
    expect([applied, load.state]).toEqual([['второй'], 'ready']);

    await load.run(() => Promise.reject(new ApiError('Сбой')), () => applied.push('никогда'));
    expect([applied, load.state, notify.toasts.at(-1)?.lines]).toEqual([['второй'], 'failed', ['Сбой']]);
  });
});

describe('ChosenFilters and disposers', () => {
  it("keeps chosen values until apply, writes them with the extra fields, refills from the hash", () => {
    window.history.replaceState(null, '', '/x#t=3&p=2');
    const hash = new HashState({ t: idList(), m: oneOf(['or', 'and'] as const, 'or'), p: page() });
    const chosen = new ChosenFilters(hash, ['t', 'm']);
    const stop = disposers(hash.start(), chosen.start());
    chosen.set('t', [5]);
    chosen.set('m', 'and');
    expect(hash.values.t).toEqual([3]);
    expect(chosen.apply({ p: 1 })).toBe(true);
    expect(window.location.hash).toBe('#t=5&m=and');
    chosen.set('t', [7]);
    hash.reset();
    chosen.refill();
    expect(chosen.values).toEqual({ t: [], m: 'or' });
    stop();
  });
});
