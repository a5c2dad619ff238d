import { createContext, useContext, useEffect, useEffectEvent } from 'react';

/**
 * Commands the page around an island can give it (the mount contract's events): the page dispatches
 * `new CustomEvent('island:<name>')` on the mount node, the island runs the command and answers with
 * `island:<name>:done`, `detail: {ok}`, on the same node. E.g. an option editor mounted with
 * `hideSaveButton` is saved by the page's own button: `island:save` → `island:save:done {ok: true}`.
 */
export const IslandNodeContext = createContext<HTMLElement | null>(null);

export type IslandCommand = 'save';

export interface IslandCommandDone {
  ok: boolean;
}

/** Runs `handler` when the page asks for `command` on this island's node, and answers when it is done. */
export function useIslandCommand(command: IslandCommand, handler: () => Promise<boolean>, enabled = true): void {
  const node = useContext(IslandNodeContext);
  const run = useEffectEvent(handler);
  useEffect(() => {
    if (!node || !enabled) return undefined;
    const onCommand = (event: Event) => {
      // The node's own event only (not one bubbling from inside the island).
      if (event.target !== node) return;
      void run().then(
        (ok) => node.dispatchEvent(new CustomEvent<IslandCommandDone>(`island:${command}:done`, { detail: { ok } })),
        () => node.dispatchEvent(new CustomEvent<IslandCommandDone>(`island:${command}:done`, { detail: { ok: false } })),
      );
    };
    node.addEventListener(`island:${command}`, onCommand);
    return () => node.removeEventListener(`island:${command}`, onCommand);
  }, [node, command, enabled]);
}
