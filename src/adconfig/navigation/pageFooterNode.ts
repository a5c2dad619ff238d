/** Where the footer goes: the layout's <footer id="navigation-footer"> if it has one, else one made after <main>. */
export const FOOTER_ID = 'navigation-footer';

export function pageFooterNode(doc: Document = document): { node: HTMLElement; created: boolean } {
  const existing = doc.getElementById(FOOTER_ID);
  if (existing) return { node: existing, created: false };
  const node = doc.createElement('footer');
  node.id = FOOTER_ID;
  node.className = 'border-top mt-4';
  const main = doc.querySelector('main');
  if (main) main.after(node);
  else doc.body.appendChild(node);
  return { node, created: true };
}
