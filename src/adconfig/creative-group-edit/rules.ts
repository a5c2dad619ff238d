import { pattern, range, required, type PathRules, type RuleFn } from '@core/record';
import { GROUP_LIMITS } from '@adconfig/shared/creativeGroups/group';
import { GROUP_TEXTS } from '@adconfig/shared/creativeGroups/texts';
import { TEXT } from './texts';
import { typeKey, type GroupValues } from './values';

/** Y-m-d dates compare as text; either empty passes. */
const endNotBeforeBegin: RuleFn = (value, ctx) => {
  const begin = String(ctx.sibling('limit_date_begin') ?? '');
  const end = String(value ?? '');
  return begin && end && end < begin ? TEXT.endBeforeBegin : null;
};

/** A 5 creative group: the name required, the campaign a campaign's id; limits non-negative, percents 0 to 100. */
export function groupRules(values: GroupValues): PathRules {
  const rules: PathRules = {
    name: [required(GROUP_TEXTS.nameRequired)],
    campaign_id: [required(GROUP_TEXTS.badCampaign), pattern(/^\s*0*[1-9]\d{0,14}\s*$/, GROUP_TEXTS.badCampaign)],
    limit_date_end: [endNotBeforeBegin],
  };
  for (const limit of GROUP_LIMITS) {
    rules[limit] = values[typeKey(limit)] === 'percent_campaign' ? [range({ min: 0, max: 100 }, TEXT.percent)] : [range({ min: 0 }, TEXT.number)];
  }
  return rules;
}
