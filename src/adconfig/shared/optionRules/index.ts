export { RULE_TEXT } from './texts';
export { ALLOW_OPTIONS, eventName, eventOptions } from './choices';
export { useLiveConfig } from './useLiveConfig';
export { FORMAT_EVENTS_PROPS, formatEventItems, formatEvents, formatEventsUrl } from './formatEvents';
export { useRuleEvents } from './useRuleEvents';
