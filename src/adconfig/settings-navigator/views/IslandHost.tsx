import { useEffect, useRef } from 'react';
import type { IslandMount } from '@shell/islandRegistry';

/** Mounts another island into a node of this one; unmounts it when the panel closes. */
export function IslandHost({ mount, props }: { mount: IslandMount; props: Record<string, unknown> }) {
  const node = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!node.current) return undefined;
    const root = mount(node.current, props);
    // Not during this root's commit: React refuses to unmount a root synchronously while rendering.
    return () => {
      if (root) setTimeout(() => root.unmount(), 0);
    };
  }, [mount, props]);
  return <div ref={node} />;
}
