import { bannerEditorPage, BannerEditorView } from '@adconfig/shared/banner/BannerEditorView';
import type { GivenStore } from '@ui/useScreenStore';
import { BANNER_EDITOR_KIND } from './kind';
import type { BannerEditorProps } from './props';

export type { BannerEditorProps };

/** The page's banner and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const bannerEditorStore = (props: BannerEditorProps) => bannerEditorPage(props, BANNER_EDITOR_KIND);

/** Create or edit a banner of the first kind (A 2 Banners): the shared banner form (src/adconfig/shared/banner). */
export function BannerEditorScreen(props: BannerEditorProps & GivenStore<ReturnType<typeof bannerEditorStore>>) {
  return <BannerEditorView {...props} kind={BANNER_EDITOR_KIND} />;
}
