import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { DataTable } from '@ui/DataTable';
import { LoadStateLine } from '@ui/LoadStateLine';
import { fetchTags, TagList } from '@images/shared/tags';
import { imageHistoryApi } from './api';
import { ImageHistoryStore } from './ImageHistoryStore';
import type { ImageHistoryProps } from './props';
import { TEXT } from './texts';
import { changeColumns } from './views/changeColumns';
import { ImageSummary } from './views/ImageSummary';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { ImageHistoryProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const imageHistoryStore = ({ urlPath = '' }: ImageHistoryProps) => new ImageHistoryStore(imageHistoryApi(), new TagList(() => fetchTags(urlPath)));

/**
 * I 2.5: an image's moderation history at /statistics/inimage/moderation/image/{id}: 'Внимание,
 * изображение было удалено!' for a deleted image; else its changes, or 'Изменения не зафиксированы'.
 */
export const ImageHistoryScreen: (props: ImageHistoryProps & GivenStore<ImageHistoryStore>) => ReactNode = observer(function ImageHistoryScreen(props: ImageHistoryProps & GivenStore<ImageHistoryStore>) {
  const { urlPath = '' } = props;
  const store = useScreenStore(props.store, () => imageHistoryStore(props));
  const columns = useMemo(() => changeColumns(store.tagNames, urlPath), [store, urlPath]);
  const { history } = store;
  return (
    <div>
      <LoadStateLine list={store} />
      {store.state === 'failed' && (
        <div className="alert alert-danger" role="alert">
          {TEXT.loadFailed}
        </div>
      )}
      {history && <ImageSummary image={history.image} />}
      {history &&
        (store.isDeleted ? (
          <div className="alert alert-warning" role="alert">
            {TEXT.deleted}
          </div>
        ) : (
          <DataTable rows={history.logs} columns={columns} rowKey={(row) => row.log_id} caption={TEXT.caption} empty={TEXT.noChanges} />
        ))}
    </div>
  );
});
