import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { MultiSearch } from '@ui/multiSearch/MultiSearch';
import { AllowDenyLists, AllowDenyTargetField } from '../allowDeny';
import { GeoLists, type ListsBinding } from './GeoLists';
import { GeoTreePanel } from './GeoTreePanel';
import { GEO_TEXT } from './texts';

/**
 * The geo allow and deny lists (the geo option, the geo settings): the target list, the country's tree
 * beside the two lists, and the search by names under them.
 */
export const GeoListsEditor = observer(function GeoListsEditor({ lists, binding }: { lists: GeoLists; binding: ListsBinding }) {
  useEffect(() => lists.attach(binding), [lists, binding]);
  return (
    <>
      <AllowDenyTargetField target={lists.target} />
      <div className="row g-4">
        <div className="col-lg-6">
          <GeoTreePanel lists={lists} />
        </div>
        <div className="col-lg-6">
          <AllowDenyLists value={binding.get()} onChange={binding.set} item={lists.item} missingText={GEO_TEXT.missing} column="col-12" />
        </div>
      </div>
      <MultiSearch store={lists.search} title={GEO_TEXT.search} nameOf={GeoLists.nameOf} />
    </>
  );
});
