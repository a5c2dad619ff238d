import { observer } from 'mobx-react-lite';
import { pagePath } from '../../core/basePath';
import { RecordForm } from '../../ui/record/RecordForm';
import { RecordPage } from '../../ui/record/RecordPage';
import { copyObjectsApi } from './api';
import { CopyObjectsStore } from './CopyObjectsStore';
import type { CopyObjectsProps } from './props';
import { DEFAULT_PARAMS, TEXT } from './texts';
import { ObjectsChoice } from './views/ObjectsChoice';
import { ParamsChoice } from './views/ParamsChoice';

export type { CopyObjectsProps };

/** A 2 copy objects: what to copy and which objects, stored to the configured URL (POST {params, items}). */
export function CopyObjectsScreen({ url, params, objects }: CopyObjectsProps) {
  const make = () => new CopyObjectsStore(copyObjectsApi(url ?? pagePath()), params && params.length > 0 ? params : DEFAULT_PARAMS, objects ?? []);
  return <RecordPage store={make}>{(store) => <CopyObjects store={store} />}</RecordPage>;
}

const CopyObjects = observer(function CopyObjects({ store }: { store: CopyObjectsStore }) {
  return (
    <RecordForm store={store} onSave={store.save} saveLabel={TEXT.save} enterSaves={false}>
      <ParamsChoice store={store} />
      <ObjectsChoice store={store} />
    </RecordForm>
  );
});
