import { chosen, type Calls } from '@core/calls';
import { d, isObject } from '@core/decode';
import { handbookValueCalls } from '@adconfig/shared/handbookValue/api';
import {
  flightChoiceCalls,
  flightChoicesApi,
  namedOf,
  templatesOf,
  type Choice,
  type PayoutChoice,
  type StatusChoice,
  type TemplateChoice,
} from '@adconfig/shared/flightChoices/api';

export type { Choice, StatusChoice, TemplateChoice, TemplateParam } from '@adconfig/shared/flightChoices/api';

/** What a format offers a rule (A 3 Conversion rule params: general.template_id, payout_type_id, the events). */
export interface FormatParts {
  templates: TemplateChoice[];
  payouts: StatusChoice[];
  events: Choice[];
}

/** A format as the legacy page printed it: a part it left out (its key absent) is asked for by the spec's call. */
export interface PrintedFormat extends Choice, Partial<FormatParts> {}

/** What the page printed (props `choices`); null: not printed. */
export interface PrintedChoices {
  formats: PrintedFormat[] | null;
  /** The sales formats using the rule (A 2: the tab and its count); the spec names no call for them. */
  salesFormats: Choice[] | null;
}

const listed = <T,>(raw: unknown, decode: (raw: unknown) => T[]): T[] | undefined => (Array.isArray(raw) ? decode(raw) : undefined);
const names = (items: StatusChoice[]): Choice[] => items.map(({ id, name }) => ({ id, name }));

/** `{formats: [{format_id, name, templates?, payout_types?, events?}], sales_formats?}`: each part read only when it is there. */
export function choicesOf(raw: unknown): PrintedChoices {
  const source = d.object(raw);
  const formats = Array.isArray(source.formats)
    ? source.formats.flatMap((item: unknown): PrintedFormat[] => {
        const id = d.id(d.field(item, 'format_id'));
        if (id === null || !isObject(item)) return [];
        const events = listed(item.events, namedOf('event_id'));
        return [{ id, name: d.text(item.name) || `#${id}`, templates: listed(item.templates, templatesOf), payouts: listed(item.payout_types, namedOf('payout_type_id')), events: events && names(events) }];
      })
    : null;
  const sales = listed(source.sales_formats, namedOf('sales_format_id'));
  return { formats, salesFormats: sales ? names(sales) : null };
}

/** Issue 41: the rule is a handbook value (its shared calls); what its form chooses from comes by the spec's sources. */
export const calls = {
  get: handbookValueCalls.get,
  update: handbookValueCalls.update,
  remove: handbookValueCalls.remove,
  ...flightChoiceCalls,
  choicesProp: chosen('prop `choices` (what the legacy page printed: the formats, and for a format its templates, payout types and events): what it leaves out is asked by the calls above'),
  salesFormats: chosen('prop `choices.sales_formats` (the sales formats using the rule: the spec names no call): without it the tab says «Форматы продаж не заданы»'),
  optionTypes: chosen('prop `optionTypes` ([{key, name}]: the option tabs a rule may have): without it the tabs are the options the rule holds'),
} satisfies Calls;

/**
 * What the form chooses from: what the page printed (props `choices`), else the spec's calls (A 7): Formats for the
 * formats; for one format, /hb/format-templates, Format_Events and /api/core/payout-types (asked once, every
 * scheme, each format taking its own).
 */
export function conversionRuleApi(urlPath = '', printed?: PrintedChoices) {
  const shared = flightChoicesApi(urlPath);
  let payouts: Promise<PayoutChoice[]> | null = null;
  // Asked without a format's signal: formats chosen one after another share the one answer, none aborts it for the others.
  const allPayouts = (): Promise<PayoutChoice[]> => {
    if (!payouts) {
      const asked = shared.payouts();
      payouts = asked;
      // A failed answer is not kept: the next format asks again.
      asked.catch(() => {
        if (payouts === asked) payouts = null;
      });
    }
    return payouts;
  };
  const printedFormats = printed?.formats ?? null;
  return {
    formats: async (signal?: AbortSignal): Promise<Choice[]> => (printedFormats ? printedFormats.map(({ id, name }) => ({ id, name })) : shared.formats(signal)),
    /** The format's templates, payout schemes and events: the printed ones, the others asked. */
    parts: async (formatId: number, signal?: AbortSignal): Promise<FormatParts> => {
      const own = printedFormats?.find((f) => f.id === formatId);
      const [templates, formatPayouts, events] = await Promise.all([
        own?.templates ?? shared.templates(formatId, signal),
        own?.payouts ?? allPayouts().then((all) => all.filter((p) => p.format_id === formatId)),
        own?.events ?? shared.events(formatId, signal),
      ]);
      return { templates, payouts: formatPayouts, events };
    },
    salesFormats: printed?.salesFormats ?? null,
  };
}

export type ConversionRuleApi = ReturnType<typeof conversionRuleApi>;
