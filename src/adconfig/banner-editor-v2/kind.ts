import { sitePath } from '@core/basePath';
import type { BannerKind } from '@adconfig/shared/banner/kind';

/**
 * The second banner kind (A 2 Banners, second kind): its own API ({urlPath}/api/v2/banners, answering `id`),
 * and the ORD marking optional: 'Добавлять маркировку ОРД' off sends `settings.ord: null`.
 */
export const BANNER_V2_KIND: BannerKind = {
  defaultUrl: (urlPath = '') => sitePath('/api/v2/banners', urlPath),
  ordOptional: true,
  // '/banners/v2' → '/banners/': both kinds are listed on one banners page.
  listUrl: (base) => `${base.replace(/\/v2$/, '')}/`,
};
