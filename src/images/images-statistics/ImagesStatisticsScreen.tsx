import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { ImageGrid, ImageModal, LoadMoreButton } from '@ui/imageGrid';
import { LoadStateLine } from '@ui/LoadStateLine';
import { WithSidebar } from '@ui/Sidebar';
import { statisticsApi, type StatImage } from './api';
import { ImagesStatisticsStore } from './ImagesStatisticsStore';
import type { ImagesStatisticsProps } from './props';
import { TEXT } from './texts';
import { imageName, StatsCardBody } from './views/StatsCardBody';
import { StatsFilters } from './views/StatsFilters';
import { StatsModalBody } from './views/StatsModalBody';
import { StatsToolbar } from './views/StatsToolbar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { ImagesStatisticsProps };

const cardParts = (image: StatImage) => ({ src: image.preview_url, name: imageName(image) });
const modalTitle = (image: StatImage) => `${TEXT.imageTitle} ${image.id ?? ''}${image.domain ? ` — ${image.domain}` : ''}`;
const largePicture = (image: StatImage) => image.photo_url || image.preview_url;

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const imagesStatisticsStore = (props: ImagesStatisticsProps) => new ImagesStatisticsStore(statisticsApi(props.api, props.urlPath), props.approvedTag ?? null);

/** I 2.4 image statistics on the shared image grid: filters, cards with their figures and approval, the modal, 'load more'. */
export const ImagesStatisticsScreen: (props: ImagesStatisticsProps & GivenStore<ImagesStatisticsStore>) => ReactNode = observer(function ImagesStatisticsScreen(props: ImagesStatisticsProps & GivenStore<ImagesStatisticsStore>) {
  const store = useScreenStore(props.store, () => imagesStatisticsStore(props));
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
