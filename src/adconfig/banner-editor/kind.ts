import { defaultBannersUrl } from '@adconfig/shared/banner/api';
import type { BannerKind } from '@adconfig/shared/banner/kind';

/** The first banner kind: {urlPath}/api/banners; the ORD marking is always part of the banner. */
export const BANNER_EDITOR_KIND: BannerKind = {
  defaultUrl: defaultBannersUrl,
  ordOptional: false,
  listUrl: (base) => `${base}/`,
};
