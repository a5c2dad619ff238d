import { observer } from 'mobx-react-lite';
import { pagePath } from '@core/basePath';
import { RecordForm } from '@ui/record/RecordForm';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { copyObjectsApi } from './api';
import { CopyObjectsStore } from './CopyObjectsStore';
import type { CopyObjectsProps } from './props';
import { DEFAULT_PARAMS, TEXT } from './texts';
import { ObjectsChoice } from './views/ObjectsChoice';
import { ParamsChoice } from './views/ParamsChoice';

export type { CopyObjectsProps };

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const copyObjectsStore = ({ url, params, objects }: CopyObjectsProps) =>
  recordPage({ store: () => new CopyObjectsStore(copyObjectsApi(url ?? pagePath()), params && params.length > 0 ? params : DEFAULT_PARAMS, objects ?? []) });

/** A 2 copy objects: what to copy and which objects, stored to the configured URL (POST {params, items}). */
export function CopyObjectsScreen(props: CopyObjectsProps & GivenStore<ReturnType<typeof copyObjectsStore>>) {
  return <RecordPage page={useScreenStore(props.store, () => copyObjectsStore(props))}>{(store) => <CopyObjects store={store} />}</RecordPage>;
}

const CopyObjects = observer(function CopyObjects({ store }: { store: CopyObjectsStore }) {
  return (
    <RecordForm store={store} onSave={store.save} saveLabel={TEXT.save} enterSaves={false}>
      <ParamsChoice store={store} />
      <ObjectsChoice store={store} />
    </RecordForm>
  );
});
