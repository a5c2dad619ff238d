// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// The allow/deny editor (A 2) has no field typed into its value: values are ticked and added to the chosen
// list, rules come from their modal, so there is no form probe of typed fields; its saves, the lists' rule and
// the rule modal's checks are in OptionAllowDenyScreen.test.tsx. The gates open the rule modal.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: false,
  modals: [{ name: 'restricted-attribute rule modal', open: [{ role: 'button', name: 'Добавить правило' }] }],
  // Issue 41: the printed option saved back untouched keeps its value's unknown field. The option's only
  // enum is its status (0/1, a number: the round trip leaves it alone), so no unknown enum value is asked for.
  roundTrip: { save: { button: 'Сохранить', method: 'POST', path: '/options/allow-deny' }, noEnum: 'the option has no text enum: its status is 0/1' },
};
