/**
 * What makes one banner kind differ from the other (A 2: two banner kinds on one record form).
 * Each screen declares its kind in its own folder; everything else is this shared folder.
 */
export interface BannerKind {
  /** {url} of A 7 Banners when the props give none (urlPath: the site prefix). */
  defaultUrl(urlPath?: string): string;
  /**
   * The ORD marking (A 3 ORD text) may be switched off: off, nothing of it is checked and
   * `settings.ord` is sent as null; a banner answered without `settings.ord` opens with it off.
   */
  ordOptional: boolean;
  /** The banners list (the back link) when the props name none, from the editor pages' base ('/banners', '/banners/v2'). */
  listUrl(base: string): string;
}
