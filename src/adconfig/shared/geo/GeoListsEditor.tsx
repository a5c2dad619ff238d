import { observer } from 'mobx-react-lite';
import { MultiSearch } from '@ui/multiSearch/MultiSearch';
import { AllowDenyLists, AllowDenyTargetError, AllowDenyTargetField } from '../allowDeny';
import { GeoLists } from './GeoLists';
import { GeoTreePanel } from './GeoTreePanel';
import { GEO_TEXT } from './texts';

/**
 * The geo allow and deny lists (the geo option, the geo settings): the target list, the country's tree
 * beside the two lists, and the search by names under them (a missing target list said under its 'Применить'). The lists are bound and started with the
 * option store (its loads), before the first render.
 */
export const GeoListsEditor = observer(function GeoListsEditor({ lists }: { lists: GeoLists }) {
  return (
    <>
      <AllowDenyTargetField target={lists.target} />
      <div className="row g-4">
        <div className="col-lg-6">
          <GeoTreePanel lists={lists} />
        </div>
        <div className="col-lg-6">
          <AllowDenyLists value={lists.value} onChange={lists.setValue} item={lists.item} missingText={GEO_TEXT.missing} column="col-12" />
        </div>
      </div>
      <MultiSearch store={lists.search} title={GEO_TEXT.search} nameOf={GeoLists.nameOf} />
      {/* Beside the search's 'Применить' (the target list's radios are a screen away, above the tree): its message. */}
      <AllowDenyTargetError target={lists.target} at="search" />
    </>
  );
});
