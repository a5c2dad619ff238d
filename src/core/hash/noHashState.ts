import { HashState } from './HashState';

/**
 * For a page that keeps nothing in the hash: a stray hash (an old or hand-edited link) is dropped at
 * start, as a screen with a schema drops what does not parse. Returns the disposer (useEffect).
 */
export function noHashState(): () => void {
  return new HashState({}).start();
}
