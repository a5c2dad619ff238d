export { RULE_TEXT } from './texts';
export { ALLOW_OPTIONS, eventName, eventOptions } from './choices';
export { FORMAT_EVENTS_PROPS, formatEventItems, formatEvents, formatEventsUrl } from './formatEvents';
export { ruleEvents, type EventProps } from './ruleEvents';
