import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { LoadFailed } from '@ui/LoadFailed';
import type { GeoObject } from './geoApi';
import type { GeoTreeStore } from './GeoTreeStore';
import { GEO_TEXT } from './texts';

/** A 9: the tree's card stops growing at 550 px and scrolls. */
const CARD_HEIGHT = 550;

/** A geo object's name in the tree. */
export const geoName = (o: GeoObject): string => o.name;

interface Props {
  tree: GeoTreeStore;
  /** The words of a country without objects. */
  empty?: string;
  /** Tighter, beside other panels (the geo option editors). */
  compact?: boolean;
  /** The tree view, shown once the tree is in and has objects. */
  children: ReactNode;
}

/** The country's tree in its card: waiting, a failure with 'Повторить' (the countries, then the tree), none, or the tree. */
export const GeoTreeCard = observer(function GeoTreeCard({ tree, empty = GEO_TEXT.noObjects, compact, children }: Props) {
  return (
    <div className={compact ? 'card mb-3' : 'card'}>
      <div className={compact ? 'card-body overflow-auto py-2' : 'card-body overflow-auto'} style={{ maxHeight: CARD_HEIGHT }}>
        {tree.state === 'loading' && <p className="text-body-secondary mb-0">{GEO_TEXT.waiting}</p>}
        {tree.state === 'failed' && <LoadFailed onRetry={() => void tree.load()} />}
        {tree.state === 'ready' && tree.roots.length === 0 && <p className="mb-0">{empty}</p>}
        {tree.state === 'ready' && tree.roots.length > 0 && children}
      </div>
    </div>
  );
});
