import { HighlightStyle } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';

/**
 * The token colours, dark enough for 4.5:1 on white and on the active line's tint (axe's color-contrast):
 * CodeMirror's default style has greens and reds that fall under it.
 */
export const accessibleHighlight = HighlightStyle.define([
  { tag: [t.keyword, t.controlKeyword, t.moduleKeyword, t.operatorKeyword, t.definitionKeyword], color: '#7a1fa2' },
  { tag: [t.string, t.special(t.string), t.attributeValue, t.regexp], color: '#a31515' },
  { tag: [t.comment, t.lineComment, t.blockComment], color: '#5a6270', fontStyle: 'italic' },
  { tag: [t.number, t.bool, t.null, t.atom], color: '#1a5fb4' },
  { tag: [t.tagName, t.typeName, t.className], color: '#0b6e2e' },
  { tag: [t.attributeName, t.propertyName], color: '#8a4b08' },
  { tag: [t.definition(t.variableName), t.function(t.variableName)], color: '#174ea6' },
  { tag: [t.meta, t.documentMeta, t.processingInstruction], color: '#4a4f55' },
  { tag: t.invalid, color: '#b00020' },
  { tag: t.link, textDecoration: 'underline' },
  { tag: t.strong, fontWeight: 'bold' },
  { tag: t.emphasis, fontStyle: 'italic' },
]);
