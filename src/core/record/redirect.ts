/**
 * Where a save's answer sends the page (`redirect` of the envelope): followed only when it resolves,
 * as the browser would, to this site (a forged or broken answer never takes the operator elsewhere).
 * The rule is core/origin's siteUrl, which every automatic navigation shares.
 */
export { siteUrl as redirectTarget } from '../origin';
