import { afterPaint, inSlices, whenIdle } from './slices';

describe('inSlices (issue 31: the work after a big answer yields to input)', () => {
  it('runs every step in order, in slices with other tasks between them', async () => {
    const seen: string[] = [];
    const steps: number[] = [];
    // A task queued as the work starts (a keystroke, a paint): it runs before the work is done.
    setTimeout(() => seen.push(`other task after ${steps.length} steps`), 0);
    const done = await inSlices(
      0,
      2000,
      (i) => {
        steps.push(i);
        const until = performance.now() + 0.01;
        while (performance.now() < until);
      },
      { budgetMs: 2 },
    );
    expect(done).toBe(true);
    expect(steps).toEqual(Array.from({ length: 2000 }, (_, i) => i));
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBe('other task after 2000 steps');
  });

  it('stops between slices once aborted, and says so', async () => {
    const controller = new AbortController();
    let count = 0;
    const done = await inSlices(
      0,
      100_000,
      () => {
        count += 1;
        if (count === 10) controller.abort();
      },
      { budgetMs: 1, signal: controller.signal },
    );
    expect(done).toBe(false);
    expect(count).toBeLessThan(100_000);
  });
});

describe('afterPaint (the rest of a big answer is built once the first rows are painted)', () => {
  it('resolves in a task after the next frame', async () => {
    const order: string[] = [];
    requestAnimationFrame(() => order.push('frame'));
    await afterPaint();
    order.push('after the frame');
    expect(order).toEqual(['frame', 'after the frame']);
  });

  it('asks for its frame once the tasks queued before it have run: the frame that paints a render queued now (issue 45)', async () => {
    const order: string[] = [];
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    try {
      // As React's scheduler queues a root's first render, before the store's rows ask to wait (a message in a
      // browser; jsdom has no MessageChannel, and there both are timeouts).
      setTimeout(() => order.push('render'), 0);
      frame.mockImplementation((callback) => {
        order.push('frame asked');
        return window.setTimeout(() => callback(performance.now()), 0);
      });
      await afterPaint();
      expect(order).toEqual(['render', 'frame asked']);
    } finally {
      frame.mockRestore();
    }
  });

  it('resolves after the messages posted in that frame (a scheduler.yield() continuation would go before them; issue 45)', async () => {
    const order: string[] = [];
    const scheduled = globalThis as { scheduler?: { yield(): Promise<void> } };
    // Chromium's scheduler.yield(): its continuation goes before the tasks already queued (here: at once).
    scheduled.scheduler = { yield: () => Promise.resolve() };
    const callbacks: FrameRequestCallback[] = [];
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => callbacks.push(callback));
    try {
      // A frame callback asked for before the wait (the page's own, a probe's) posts a message.
      requestAnimationFrame(() => void setTimeout(() => order.push('message posted in the frame'), 0));
      const waiting = afterPaint().then(() => order.push('resolved'));
      while (callbacks.length < 2) await new Promise((r) => setTimeout(r, 0));
      for (const callback of callbacks.splice(0)) callback(performance.now());
      await waiting;
      expect(order).toEqual(['message posted in the frame', 'resolved']);
    } finally {
      frame.mockRestore();
      delete scheduled.scheduler;
    }
  });

  it('still resolves when no frame comes (a hidden tab)', async () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      const start = performance.now();
      await afterPaint();
      expect(performance.now() - start).toBeLessThan(1000);
      expect(frame).toHaveBeenCalledTimes(1);
    } finally {
      frame.mockRestore();
    }
  });
});

describe('whenIdle (what must not hold up the first rows: react-select behind LazySelect)', () => {
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('waits for the browser to say the main thread is idle, at most a second', async () => {
    const asked: Array<{ run: () => void; timeout?: number }> = [];
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (run: () => void, options?: { timeout?: number }) => asked.push({ run, timeout: options?.timeout }),
    });
    let idle = false;
    const waiting = whenIdle().then(() => {
      idle = true;
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(idle).toBe(false);
    expect(asked).toHaveLength(1);
    expect(asked[0].timeout).toBe(1000);
    asked[0].run();
    await waiting;
    expect(idle).toBe(true);
  });

  it('without requestIdleCallback (Safari, jsdom), resolves after the next paint', async () => {
    await expect(whenIdle()).resolves.toBeUndefined();
  });
});
