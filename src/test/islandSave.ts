import { fireEvent } from '@testing-library/react';

/**
 * The page's own save of an island shown with hideSaveButton: `save()` sends `island:save` to the island's
 * node, `answers` collects what it answered with `island:save:done` ({ok}), in order.
 */
export function islandSave(node: HTMLElement): { answers: unknown[]; save(): void } {
  const answers: unknown[] = [];
  node.addEventListener('island:save:done', (event) => answers.push((event as CustomEvent).detail));
  return { answers, save: () => fireEvent(node, new CustomEvent('island:save')) };
}
