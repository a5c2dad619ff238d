import { pattern, range, required, rule, type PathRules, type RuleFn } from '@core/record';
import { FREQUENCY_KEYS, LIMIT_KEYS } from '@adconfig/shared/creative/creative';
import { LABEL, TEXT } from './texts';
import { frequencyKey, limitTypeKey, type CreativeValues } from './values';

const WHOLE = /^\s*\d+\s*$/;

/** The end day, when set, not before the start (Y-m-d compare as text). */
const notBeforeBegin: RuleFn = (value, ctx) => {
  const begin = ctx.get('limit_date_begin');
  return typeof value === 'string' && value !== '' && typeof begin === 'string' && begin !== '' && value < begin ? TEXT.endBeforeBegin : null;
};

/**
 * A 5 Creative form: name, campaign number, format, template, payout scheme, click link and start date required;
 * the campaign must be found (`campaignMissing(typed)`, the lookup's answer); limits are numbers ≥ 0, a share of
 * the campaign's 0 to 100; frequency counts and periods whole numbers.
 */
export function creativeRules(values: CreativeValues, campaignMissing: (typed: string) => boolean): PathRules {
  const rules: PathRules = {
    name: [required(TEXT.required(LABEL.name))],
    campaign_id: [required(TEXT.required(LABEL.campaign_id)), pattern(WHOLE, TEXT.wholeNumber), (value) => (campaignMissing(String(value ?? '')) ? TEXT.campaignMissing : null)],
    format_id: [required(TEXT.required(LABEL.format_id))],
    template_id: [required(TEXT.required(LABEL.template_id))],
    payout_type_id: [required(TEXT.required(LABEL.payout_type_id))],
    reference: [required(TEXT.required(LABEL.reference)), rule('url')],
    limit_date_begin: [required(TEXT.required(LABEL.limit_date_begin))],
    limit_date_end: [notBeforeBegin],
  };
  for (const key of LIMIT_KEYS) {
    rules[key] = values[limitTypeKey(key)] === 'percent_campaign' ? [range({ min: 0, max: 100 }, TEXT.percent)] : [range({ min: 0 }, TEXT.number)];
  }
  for (const key of FREQUENCY_KEYS) {
    rules[frequencyKey(key, 'count')] = [pattern(WHOLE, TEXT.wholeNumber)];
    rules[frequencyKey(key, 'timeout')] = [pattern(WHOLE, TEXT.wholeNumber)];
  }
  return rules;
}
