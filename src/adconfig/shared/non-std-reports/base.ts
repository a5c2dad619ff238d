import { sitePath } from '@core/basePath';

/** {baseUrl} of A 2 / A 7: the reports' pages and calls; default /stat/non-std-reports behind the site prefix. */
export function reportsBase(baseUrl: string | undefined, urlPath = ''): string {
  return (baseUrl ?? sitePath('/stat/non-std-reports', urlPath)).replace(/\/+$/, '');
}

export const reportLinks = (base: string) => ({
  create: `${base}/create`,
  run: (id: number) => `${base}/${id}`,
  edit: (id: number) => `${base}/${id}/edit`,
});
