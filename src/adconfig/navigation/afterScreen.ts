import { afterPaint } from '@core/slices';

/** How long the bar waits for the page's other islands to draw something at most (one that never mounts). */
export const SCREEN_WAIT_MS = 300;

/** The page's other islands: their mount nodes, printed with data-props (mountIsland's contract). */
function otherIslands(doc: Document, self: string): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>('[id][data-props]')].filter((node) => node.id !== self);
}

/**
 * Resolves once the page's screen has painted its first frame (issue 45): the page's deferred scripts have all run
 * (DOMContentLoaded), every other island's node holds what its first render committed (or SCREEN_WAIT_MS went by),
 * and the frame that paints it is done (`afterPaint`, urgent: before the slices a big list starts after that frame).
 * For what the first screen does not wait for: the navigation bar's render.
 */
export async function afterScreenPainted(self: string, doc: Document = document): Promise<void> {
  if (doc.readyState === 'loading') await new Promise<void>((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
  const waiting = otherIslands(doc, self).filter((node) => node.firstChild === null);
  if (waiting.length > 0) {
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (waiting.every((node) => node.firstChild !== null)) done();
      });
      const timer = setTimeout(() => done(), SCREEN_WAIT_MS);
      function done(): void {
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      }
      for (const node of waiting) observer.observe(node, { childList: true });
    });
  }
  await afterPaint({ urgent: true });
}
