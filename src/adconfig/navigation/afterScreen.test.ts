import { afterScreenPainted, SCREEN_WAIT_MS } from './afterScreen';

/** The page's island nodes as the backend prints them: the bar's and a screen's, both empty until their render. */
function page(): { screenNode: HTMLElement } {
  document.body.innerHTML = `<div id="navigation" data-props='{}'></div><main><div id="sites-list-form" data-props='{}'></div></main>`;
  return { screenNode: document.getElementById('sites-list-form')! };
}

const settled = (promise: Promise<void>) => {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
};

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('afterScreenPainted (issue 45: the navigation bar renders after the screen has painted its first frame)', () => {
  it('waits until the screen has committed something to its node, then for the frame that paints it', async () => {
    const { screenNode } = page();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const state = settled(afterScreenPainted('navigation'));
    await new Promise((r) => setTimeout(r, 20));
    // Nothing of the screen yet: no frame is even asked for.
    expect(frames).toHaveLength(0);
    expect(state.done).toBe(false);

    screenNode.append(document.createElement('form'));
    await new Promise((r) => setTimeout(r, 20));
    expect(frames).toHaveLength(1);
    expect(state.done).toBe(false);

    frames[0](performance.now());
    await new Promise((r) => setTimeout(r, 20));
    expect(state.done).toBe(true);
  });

  it('does not wait for its own node, and goes on after SCREEN_WAIT_MS when a screen never draws', async () => {
    page();
    jest.useFakeTimers();
    const state = settled(afterScreenPainted('navigation'));
    await jest.advanceTimersByTimeAsync(SCREEN_WAIT_MS - 10);
    expect(state.done).toBe(false);
    // Then afterPaint: no frame in jsdom, its own cap.
    await jest.advanceTimersByTimeAsync(500);
    expect(state.done).toBe(true);
  });

  it('waits for the page to be parsed first: the screen\'s script has not run before DOMContentLoaded', async () => {
    const { screenNode } = page();
    screenNode.append(document.createElement('form'));
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    jest.useFakeTimers();
    const state = settled(afterScreenPainted('navigation'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(state.done).toBe(false);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(state.done).toBe(true);
  });
});
