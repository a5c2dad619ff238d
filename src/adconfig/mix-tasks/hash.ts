import { page } from '@core/hash';
import { filterValues } from '@core/hash/filterValues';

/** The hash: #fl=status%3Dnew%26name%3D… (the sidebar's filters) and p (page); defaults omitted. */
export const hashSchema = {
  fl: filterValues(),
  p: page(),
};
export type MixTasksHash = typeof hashSchema;
