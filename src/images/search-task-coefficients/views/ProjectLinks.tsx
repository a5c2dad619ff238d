import type { Project } from '../props';
import { TEXTS } from '../texts';

/** I 2.2 (variant): the table is filtered by project with the page's ?oid=; a link per project (none when there are no projects). */
export function ProjectLinks({ projects, current }: { projects: Project[]; current: number | null }) {
  if (!projects.length) return null;
  const links = [{ id: null, name: TEXTS.allProjects }, ...projects];
  return (
    <nav aria-label={TEXTS.projects}>
      <ul className="nav nav-pills">
        {links.map((p) => (
          <li key={p.id ?? 0} className="nav-item">
            <a className={`nav-link py-1${p.id === current ? ' active' : ''}`} href={p.id === null ? '?' : `?oid=${p.id}`} aria-current={p.id === current ? 'page' : undefined}>
              {p.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
