// Issue 32.3: the page never goes elsewhere on its own. A prop the island follows by itself (the list
// after a save or delete, a back link) is refused at mount when the browser would resolve it to
// another host, as `javascript:` is; and pageNavigation goes to this site only, whatever it is given.
import { bannerEditorV2Props } from '@adconfig/banner-editor-v2/props';
import { bannerEditorProps } from '@adconfig/banner-editor/props';
import { conversionRuleEditProps } from '@adconfig/conversion-rule-edit/props';
import { formatTemplateFormProps } from '@adconfig/format-template-form/props';
import { handbookValueEditProps } from '@adconfig/handbook-value-edit/props';
import { mixTaskFormProps } from '@adconfig/mix-task-form/props';
import { sitesListFormProps } from '@adconfig/sites-list-form/props';
import { allowConsoleErrors } from '../setup';
import { pageNavigation } from '@core/navigate';
import { prop, PropsError, type PropsSchema } from '@core/props';

/** Each resolves, by the browser's URL parser, to another host or to no page at all. */
const OFFSITE = [
  'https://evil.example/x',
  '//evil.example/x',
  'http://backoffice.test@evil.example/x',
  '\\\\evil.example\\x',
  '/\\evil.example/x',
  '\t//evil.example/x',
  '/\t/evil.example/x',
  'javascript:alert(1)',
  'mailto:a@evil.example',
];
const ON_SITE = ['/preferences/formats/settings/templates/?id=2', 'list', `${window.location.origin}/adconfig/mix-tasks`, ' /a/b '];

/** Every screen prop the island follows on its own after a save or delete. */
const FOLLOWED: Array<[string, PropsSchema<unknown>]> = [
  ['banner-editor', bannerEditorProps],
  ['banner-editor-v2', bannerEditorV2Props],
  ['conversion-rule-edit', conversionRuleEditProps],
  ['format-template-form', formatTemplateFormProps],
  ['handbook-value-edit', handbookValueEditProps],
  ['mix-task-form', mixTaskFormProps],
  ['sites-list-form', sitesListFormProps],
];

describe('a prop the island follows on its own', () => {
  it.each(OFFSITE)('siteLink refuses %j', (url) => {
    expect(() => prop.siteLink().read(url, 'props.listUrl')).toThrow(new PropsError(`props.listUrl must be a link to a page of this site, got ${JSON.stringify(url)}`));
  });

  it.each(ON_SITE)('siteLink keeps %j', (url) => {
    expect(prop.siteLink().read(url, 'props.listUrl')).toBe(url.trim());
  });

  it.each(FOLLOWED)('%s refuses an off-site listUrl at mount', (_entry, schema) => {
    for (const listUrl of OFFSITE) expect(() => schema.parse({ listUrl })).toThrow(/props\.listUrl must be a link to a page of this site/);
    expect(schema.parse({ listUrl: '/list/' })).toMatchObject({ listUrl: '/list/' });
  });
});

describe('pageNavigation', () => {
  it.each(OFFSITE)('does not go to %j, and says so in the console', (url) => {
    allowConsoleErrors(/\[navigate\] .* refused: the page goes on its own to this site only/);
    const go = jest.spyOn(pageNavigation, 'go').mockImplementation(() => undefined);
    pageNavigation.assign(url);
    expect(go).not.toHaveBeenCalled();
    go.mockRestore();
  });

  it('goes to a page of this site, resolved as the browser would', () => {
    const go = jest.spyOn(pageNavigation, 'go').mockImplementation(() => undefined);
    pageNavigation.assign('/adconfig/mix-tasks?x=1');
    pageNavigation.assign('edit/?id=3');
    expect(go.mock.calls).toEqual([[`${window.location.origin}/adconfig/mix-tasks?x=1`], [new URL('edit/?id=3', document.baseURI).href]]);
    go.mockRestore();
  });
});
