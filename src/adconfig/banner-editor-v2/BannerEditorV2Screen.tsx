import { BannerEditorView } from '../shared/banner/BannerEditorView';
import { BANNER_V2_KIND } from './kind';
import type { BannerEditorV2Props } from './props';

export type { BannerEditorV2Props };

/** Create or edit a banner of the second kind (A 2 Banners): the shared banner form with this kind's API and optional ORD marking. */
export function BannerEditorV2Screen(props: BannerEditorV2Props) {
  return <BannerEditorView {...props} kind={BANNER_V2_KIND} />;
}
