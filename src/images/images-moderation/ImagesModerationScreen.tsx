import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { ImageGrid, ImageModal, LoadMoreButton } from '@ui/imageGrid';
import { LoadStateLine } from '@ui/LoadStateLine';
import { UnsavedGuard } from '@ui/UnsavedGuard';
import { useSlideOut, WithSlideOutSidebar } from '@ui/SlideOutSidebar';
import { moderationApi, type ModerationImage } from './api';
import { ImagesModerationStore } from './ImagesModerationStore';
import type { ImagesModerationProps } from './props';
import { TEXT } from './texts';
import { ImageCardBody } from './views/ImageCardBody';
import { ImageTagsEditor } from './views/ImageTagsEditor';
import { ModerationSidebar } from './views/ModerationSidebar';
import { ModerationToolbar } from './views/ModerationToolbar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { ImagesModerationProps };

const cardParts = (image: ModerationImage) => ({ src: image.preview_url, name: `изображение ${image.id}` });
const modalTitle = (image: ModerationImage) => `${TEXT.imageTitle} ${image.id}${image.domain ? ` — ${image.domain}` : ''}`;
const largePicture = (image: ModerationImage) => image.photo_url || image.preview_url;

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const imagesModerationStore = (props: ImagesModerationProps) => new ImagesModerationStore(moderationApi(props.api, props.urlPath));

/** I 2.1: images moderation on the shared image grid: the slide-out sidebar (filters, bulk tags), cards, the large-image modal, 'load more'. */
export const ImagesModerationScreen: (props: ImagesModerationProps & GivenStore<ImagesModerationStore>) => ReactNode = observer(function ImagesModerationScreen(props: ImagesModerationProps & GivenStore<ImagesModerationStore>) {
  const store = useScreenStore(props.store, () => imagesModerationStore(props));
  const sidebar = useSlideOut();
  const cardBody = useMemo(() => (image: ModerationImage) => <ImageCardBody store={store} image={image} />, [store]);
  return (
    <WithSlideOutSidebar state={sidebar} title={TEXT.sidebar} sidebar={<ModerationSidebar store={store} />}>
      <UnsavedGuard when={() => store.anyEdited} />
      <ModerationToolbar store={store} sidebar={sidebar} />
      <LoadStateLine list={store.list} />
      <ImageGrid grid={store.grid} label={TEXT.grid} parts={cardParts} body={cardBody} compact={store.compact} empty={store.list.loaded ? <p className="text-body-secondary">{TEXT.empty}</p> : null} />
      <LoadMoreButton list={store.list} />
      <ImageModal grid={store.grid} title={modalTitle} src={largePicture} onSave={store.saveImage} saving={store.saving}>
        {(image) => <ImageTagsEditor store={store} image={image} historyLink={props.acl?.imageLog === true} urlPath={props.urlPath} />}
      </ImageModal>
    </WithSlideOutSidebar>
  );
});
