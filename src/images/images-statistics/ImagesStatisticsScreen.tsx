import { observer } from 'mobx-react-lite';
import { useMemo, useState, type ReactNode } from 'react';
import { ImageGrid, ImageModal, LoadMoreButton } from '../../ui/imageGrid';
import { LoadStateLine } from '../../ui/LoadStateLine';
import { WithSidebar } from '../../ui/Sidebar';
import { statisticsApi, type StatImage } from './api';
import { ImagesStatisticsStore } from './ImagesStatisticsStore';
import type { ImagesStatisticsProps } from './props';
import { TEXT } from './texts';
import { imageName, StatsCardBody } from './views/StatsCardBody';
import { StatsFilters } from './views/StatsFilters';
import { StatsModalBody } from './views/StatsModalBody';
import { StatsToolbar } from './views/StatsToolbar';
import { useStarted } from '../../ui/useStarted';

export type { ImagesStatisticsProps };

const cardParts = (image: StatImage) => ({ src: image.preview_url, name: imageName(image) });
const modalTitle = (image: StatImage) => `${TEXT.imageTitle} ${image.id}${image.domain ? ` — ${image.domain}` : ''}`;
const largePicture = (image: StatImage) => image.photo_url || image.preview_url;

/** I 2.4 image statistics on the shared image grid: filters, cards with their figures and approval, the modal, 'load more'. */
export const ImagesStatisticsScreen: (props: ImagesStatisticsProps) => ReactNode = observer(function ImagesStatisticsScreen(props: ImagesStatisticsProps) {
  const [store] = useState(() => new ImagesStatisticsStore(statisticsApi(props.api, props.urlPath), props.approvedTag ?? null));
  useStarted(store);
  const cardBody = useMemo(() => (image: StatImage) => <StatsCardBody store={store} image={image} />, [store]);
  return (
    <WithSidebar sidebar={<StatsFilters store={store} />}>
      <StatsToolbar store={store} />
      <LoadStateLine list={store.list} />
      <ImageGrid grid={store.grid} label={TEXT.grid} parts={cardParts} body={cardBody} selectable={false} empty={store.list.loaded ? <p className="text-body-secondary">{TEXT.empty}</p> : null} />
      <LoadMoreButton list={store.list} />
      <ImageModal grid={store.grid} title={modalTitle} src={largePicture}>
        {(image) => <StatsModalBody store={store} image={image} />}
      </ImageModal>
    </WithSidebar>
  );
});
