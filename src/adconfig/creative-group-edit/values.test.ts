// Issue 41 (audit creatives #3): a group saved back keeps the action limits and every field the page does not edit.
import { RecordFormState } from '@core/record';
import { groupOf, inputOf } from '@adconfig/shared/creativeGroups/group';
import { payloadOf, valuesOf } from './values';

describe('a creative group saved back', () => {
  it('keeps limit_actions, their types, unknown fields and an unknown limit type as they came', () => {
    const raw = { id: 3, name: 'Зима', campaign_id: 2, creatives: [101], limit_actions: 40, limit_actions_type: 'percent_campaign', limit_clicked_type: 'zz-unknown', zz_unknown_field: 'сохранить как есть' };
    const group = groupOf(raw);
    if (!group) throw new Error('no group');
    const kept = { limit_actions: 40, limit_actions_type: 'percent_campaign', limit_clicked_type: 'zz-unknown', zz_unknown_field: 'сохранить как есть' };
    // A rename or 'Добавить в группу' (the group re-sent whole):
    expect(inputOf({ ...group, name: 'Весна' })).toMatchObject({ ...kept, name: 'Весна' });
    // The edit page (its form sends the loaded group back under its edits):
    const form = new RecordFormState(valuesOf(group));
    form.load(valuesOf(group), null, group.stored);
    form.set('name', 'Весна');
    const sent = form.sendBack(payloadOf(form.values));
    expect(sent).toMatchObject({ name: 'Весна', limit_actions: 40, limit_actions_type: 'percent_campaign', limit_clicked_type: 'zz-unknown', zz_unknown_field: 'сохранить как есть' });
  });

  it('a limit stored without a type reads and goes back as the spec’s `value`, a budget too: no invented `money` (issue 45)', () => {
    const group = groupOf({ id: 4, name: 'Без типов', campaign_id: 2, creatives: [], limit_budget: 1000, limit_budget_daily: 100 });
    if (!group) throw new Error('no group');
    expect(valuesOf(group)).toMatchObject({ limit_budget_type: 'value', limit_budget_daily_type: 'value', limit_displayed_type: 'value' });
    expect(payloadOf(valuesOf(group))).toMatchObject({ limit_budget: 1000, limit_budget_type: 'value', limit_budget_daily_type: 'value' });
  });
});
