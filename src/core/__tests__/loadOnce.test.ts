import { LoadOnce } from '../loadOnce';
import { notify } from '../notify';
import { allowConsoleErrors } from '@test/consoleGuard';

describe('LoadOnce', () => {
  it('loads once: a second ask while loading or once loaded calls nothing', async () => {
    const fetch = jest.fn(async () => ['a']);
    const data = new LoadOnce(fetch, [] as string[]);
    await Promise.all([data.load(), data.load()]);
    await data.load();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(data.value).toEqual(['a']);
    expect(data.settled).toBe(true);
  });

  it('a failure shows its error toast and the next ask tries again', async () => {
    allowConsoleErrors(/boom/);
    const fetch = jest.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(['b']);
    const data = new LoadOnce<string[]>(fetch, []);
    await data.load();
    expect(data.state).toBe('failed');
    expect(notify.toasts.at(-1)).toMatchObject({ title: 'Ошибка' });
    await data.load();
    expect(data.value).toEqual(['b']);
  });

  it("an abort (the page's signal, or stop) leaves it to be asked again, with no toast", async () => {
    const fetch = (signal: AbortSignal) => new Promise<string[]>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))));
    const data = new LoadOnce(fetch, [] as string[]);
    const page = new AbortController();
    const toasts = notify.toasts.length;
    const first = data.load(page.signal);
    page.abort();
    await first;
    const second = data.load();
    data.stop();
    await second;
    expect(data.state).toBe('idle');
    expect(notify.toasts).toHaveLength(toasts);
  });
});
