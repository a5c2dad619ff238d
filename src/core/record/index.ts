export { RecordFormState, TAB_ERRORS_TEXT, type BoundForm, type RecordFormOptions, type RecordTab } from './RecordFormState';
export { required, numeric, range, notAbove, requiredIf, pattern, rule, fieldRules, numberOf, type RuleFn, type RuleContext, type PathRules } from './rules';
export { getAt, setAt, expand, isUnder, isTree, matches, normalisePath, type Path, type Tree } from './path';
export { serverErrorsByPath } from './serverErrors';
export { redirectTarget } from './redirect';
export { recordTarget, pathId, targetId, LAST_SEGMENT, type RecordTarget } from './target';
export { RecordPageState, type RecordPageOptions, type RecordSource, type SaveOutcome } from './RecordPageState';
export { recordProp, listProp, givenRecord } from './given';
