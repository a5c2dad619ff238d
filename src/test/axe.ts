import axe from 'axe-core';

/**
 * axe over a rendered part in jsdom: its serious and critical findings (names, roles, ARIA values),
 * as the browser gate counts them. Colour contrast needs layout and a canvas, which jsdom has not: the
 * browser gate checks it on the page.
 */
export async function axeProblems(node: Element): Promise<string[]> {
  const { violations } = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
