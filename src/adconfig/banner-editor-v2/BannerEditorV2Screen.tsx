import { bannerEditorPage, BannerEditorView } from '@adconfig/shared/banner/BannerEditorView';
import type { GivenStore } from '@ui/useScreenStore';
import { BANNER_V2_KIND } from './kind';
import type { BannerEditorV2Props } from './props';

export type { BannerEditorV2Props };

/** The page's banner and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const bannerEditorV2Store = (props: BannerEditorV2Props) => bannerEditorPage(props, BANNER_V2_KIND);

/** Create or edit a banner of the second kind (A 2 Banners): the shared banner form with this kind's API and optional ORD marking. */
export function BannerEditorV2Screen(props: BannerEditorV2Props & GivenStore<ReturnType<typeof bannerEditorV2Store>>) {
  return <BannerEditorView {...props} kind={BANNER_V2_KIND} />;
}
