import { sitePath } from '@core/basePath';

/** A 2 Other: the pages this list links to, behind the site prefix ({base} = urlPath). */
export function formatTemplateLinks(urlPath = '') {
  const at = (path: string) => sitePath(path, urlPath);
  return {
    create: (formatId: number) => at(`/preferences/formats/settings/templates/create/?id=${formatId}`),
    edit: (templateId: number) => at(`/preferences/formats/settings/templates/edit/?id=${templateId}`),
    salesFormats: () => at('/preferences/sales-formats/'),
    salesFormat: (salesFormatId: number) => at(`/preferences/sales-formats/edit/?id=${salesFormatId}`),
  };
}
export type FormatTemplateLinks = ReturnType<typeof formatTemplateLinks>;
