import { firstSegment, isActionActive, isItemActive } from './activeRules';

describe('which item is the current page', () => {
  it('takes the first segment after the site prefix', () => {
    expect(firstSegment('/preferences/handbooks/')).toBe('preferences');
    expect(firstSegment('/adm/preferences/handbooks', '/adm')).toBe('preferences');
    expect(firstSegment('/adm', '/adm/')).toBe('');
    expect(firstSegment('/administration/x', '/adm')).toBe('administration');
  });

  it('marks an item active when its first segment is the page one', () => {
    expect(isItemActive('/preferences/', '/preferences/handbooks')).toBe(true);
    expect(isItemActive('/preferences/sites-lists/', '/preferences/handbooks')).toBe(true);
    expect(isItemActive('/statistics/', '/preferences/handbooks')).toBe(false);
    expect(isItemActive('/adm/preferences/', '/adm/preferences/handbooks', '/adm')).toBe(true);
    expect(isItemActive('/adm/statistics/', '/adm/preferences/handbooks', '/adm')).toBe(false);
    expect(isItemActive('http://localhost/preferences/', '/preferences/x')).toBe(true);
  });

  it('never marks empty, anchor-only, foreign or javascript: urls', () => {
    expect(isItemActive('', '/preferences/x')).toBe(false);
    expect(isItemActive('#', '/')).toBe(false);
    expect(isItemActive('https://example.org/preferences/', '/preferences/x')).toBe(false);
    expect(isItemActive('javascript:alert(1)', '/')).toBe(false);
  });

  it('marks a dropdown action active only on its own path', () => {
    expect(isActionActive('/preferences/handbooks', '/preferences/handbooks/')).toBe(true);
    expect(isActionActive('/preferences/handbooks', '/preferences/handbooks/5')).toBe(false);
    expect(isActionActive('/mediaplans/kpi/?id=3', '/mediaplans/kpi/', '?id=3')).toBe(true);
    expect(isActionActive('/mediaplans/kpi/?id=3', '/mediaplans/kpi/', '?id=4')).toBe(false);
  });
});
