export { decodeAllowDeny, encodeAllowDeny, withAdded, withRemoved, EMPTY_LISTS, LIST_KEYS, type AllowDenyValue, type ListKey } from './allowDeny';
export { AllowDenyTarget } from './AllowDenyTarget';
export { AllowDenyTargetError, AllowDenyTargetField } from './AllowDenyTargetField';
export { AllowDenyLists, type AllowDenyListsProps, type ListedItem } from './AllowDenyLists';
export { ALLOW_DENY_TEXT } from './texts';
