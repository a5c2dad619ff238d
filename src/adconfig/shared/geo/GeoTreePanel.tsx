import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { TreeNode } from '@core/tree/treeModel';
import { TreeView } from '@ui/tree/TreeView';
import { ALLOW_DENY_TEXT } from '../allowDeny';
import { CountrySelect } from './CountrySelect';
import type { GeoObject } from './geoApi';
import type { GeoLists } from './GeoLists';
import { GeoTreeCard, geoName } from './GeoTreeCard';
import { GEO_TEXT } from './texts';

/** The country's tree: objects ticked (click, Space) and added to the chosen list; those in a list are marked. */
export const GeoTreePanel = observer(function GeoTreePanel({ lists }: { lists: GeoLists }) {
  const { tree } = lists;
  const [selection] = useState(() => ({ isSelected: (id: number) => tree.isTicked(id), toggle: (id: number) => tree.tick(id) }));
  const marked = (node: TreeNode<GeoObject>) => {
    const list = lists.membership.get(String(node.id));
    return list ? <span className={`badge ${list === 'allow' ? 'text-bg-success' : 'text-bg-danger'}`}>{GEO_TEXT.inList[list]}</span> : null;
  };
  const ticked = tree.ticked.size;
  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
        <CountrySelect tree={tree} onChoose={tree.chooseCountry} small />
        <div className="ms-auto d-flex flex-wrap gap-2">
          <Button variant="outline-secondary" size="sm" disabled={ticked === 0} onClick={tree.untickAll}>
            {ALLOW_DENY_TEXT.untick}
          </Button>
          <Button variant="primary" size="sm" disabled={ticked === 0} onClick={lists.addTicked}>
            {ALLOW_DENY_TEXT.add(ticked)}
          </Button>
        </div>
      </div>
      <GeoTreeCard tree={tree} compact>
        <TreeView store={tree} label={GEO_TEXT.tree} name={geoName} selection={selection} extra={marked} />
      </GeoTreeCard>
    </>
  );
});
