/** An icon-font glyph beside a name; nothing at all when the item has no icon class. */
export function NavIcon({ icon }: { icon?: string }) {
  if (!icon) return null;
  return <i className={`${icon} me-1`} aria-hidden="true" />;
}
