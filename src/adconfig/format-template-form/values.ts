import type { FormatTemplate, FormatTemplatePayload, TemplateParam } from './api';

/** The form as typed (defaults stay text, whatever the param's type). */
export type TemplateValues = {
  format_id: number | null;
  name: string;
  template: string;
  payout_type_id: number | null;
  params: TemplateParam[];
};

export function emptyTemplate(formatId: number | null): TemplateValues {
  return { format_id: formatId, name: '', template: '', payout_type_id: null, params: [] };
}

export const newParam = (): TemplateValues['params'][number] => ({ key: '', title: '', type: 'string', default: '' });

export function valuesOf(template: FormatTemplate): TemplateValues {
  return {
    format_id: template.format_id,
    name: template.name,
    template: template.template,
    payout_type_id: template.payout_type_id,
    params: template.params.map((p) => ({ ...p })),
  };
}

/** What is sent: names and keys trimmed, rows left wholly empty dropped. */
export function payloadOf(values: TemplateValues): FormatTemplatePayload {
  return {
    format_id: values.format_id,
    name: values.name.trim(),
    template: values.template,
    payout_type_id: values.payout_type_id,
    params: values.params
      .filter((p) => p.key.trim() !== '' || p.title.trim() !== '' || p.default.trim() !== '')
      .map((p) => ({ key: p.key.trim(), title: p.title.trim(), type: p.type, default: p.type === 'int' ? p.default.trim() : p.default })),
  };
}
