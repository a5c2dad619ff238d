/** The option tabs of a rule (A 2 "extra option tabs with an on/off indicator"): params.options[key].status. */
export const OPTION_TABS = [
  { key: 'geo', title: 'География' },
  { key: 'schedule', title: 'Расписание' },
  { key: 'frequency', title: 'Частота' },
  { key: 'device-type', title: 'Тип устройства' },
] as const;
export type OptionKey = (typeof OPTION_TABS)[number]['key'];
