import { defaultBannersUrl } from '../shared/banner/api';
import type { BannerKind } from '../shared/banner/kind';

/** The first banner kind: {urlPath}/api/banners; the ORD marking is always part of the banner. */
export const BANNER_EDITOR_KIND: BannerKind = {
  defaultUrl: defaultBannersUrl,
  ordOptional: false,
  listUrl: (base) => `${base}/`,
};
