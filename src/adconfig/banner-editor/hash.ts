/** The open tab, as the hash's bare word (/banners/edit/5#ord): the shared banner form's schema. */
export { hashSchema, TAB_KEYS, type TabKey } from '@adconfig/shared/banner/hash';
