/** Elements whose text is no reading matter (code, styles, embedded documents): dropped whole. */
const DROPPED = 'script, style, template, noscript, iframe, object, svg, head';
/** Elements that end a line when the markup is read as text. */
const BLOCKS = 'p, div, li, tr, h1, h2, h3, h4, h5, h6, table, ul, ol, section, article, header, footer, blockquote, pre, dl, dt, dd';

/**
 * A component's `content` (A 7; likely server-rendered HTML) as readable text: the tags stripped by an inert
 * DOMParser document (nothing in it runs or loads), line breaks and blocks kept as new lines. Never injected as HTML.
 */
export function contentText(content: string): string {
  if (!/[<&]/.test(content)) return content;
  const doc = new DOMParser().parseFromString(content, 'text/html');
  const { body } = doc;
  body.querySelectorAll(DROPPED).forEach((el) => el.remove());
  body.querySelectorAll('br').forEach((el) => el.replaceWith(doc.createTextNode('\n')));
  body.querySelectorAll(BLOCKS).forEach((el) => el.append(doc.createTextNode('\n')));
  return (body.textContent ?? '').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}
