// The old report keeps the same filters in the hash as the new one (src/sales/shared/post-click).
export { hashSchema } from '@sales/shared/post-click/hash';
