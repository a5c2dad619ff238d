import { BannerEditorView } from '../shared/banner/BannerEditorView';
import { BANNER_EDITOR_KIND } from './kind';
import type { BannerEditorProps } from './props';

export type { BannerEditorProps };

/** Create or edit a banner of the first kind (A 2 Banners): the shared banner form (src/adconfig/shared/banner). */
export function BannerEditorScreen(props: BannerEditorProps) {
  return <BannerEditorView {...props} kind={BANNER_EDITOR_KIND} />;
}
