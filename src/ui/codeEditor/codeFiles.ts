/** I 9: the code editor opens .html, .txt, .js and .log files; the extension chooses the highlighting. */
export type CodeLanguage = 'html' | 'javascript' | 'text';

export const CODE_FILE_EXTENSIONS = ['.html', '.txt', '.js', '.log'] as const;

/** For the file input's `accept`: the browser's picker offers these first (the check below still decides). */
export const CODE_FILE_ACCEPT = CODE_FILE_EXTENSIONS.join(',');

/** A file bigger than this would freeze the page and the save; no template is near it. */
export const CODE_FILE_MAX_BYTES = 5 * 1024 * 1024;

const LANGUAGE_OF: Record<(typeof CODE_FILE_EXTENSIONS)[number], CodeLanguage> = {
  '.html': 'html',
  '.js': 'javascript',
  '.txt': 'text',
  '.log': 'text',
};

/** The extension a download of text in this language gets. */
export const EXTENSION_OF: Record<CodeLanguage, string> = { html: '.html', javascript: '.js', text: '.txt' };

/** The language of an allowed file name (case aside: BANNER.HTML too), or null for any other. */
export function languageOfFile(name: string): CodeLanguage | null {
  const extension = /\.[^.]*$/.exec(name)?.[0].toLowerCase() ?? '';
  const allowed = CODE_FILE_EXTENSIONS.find((e) => e === extension);
  return allowed ? LANGUAGE_OF[allowed] : null;
}
