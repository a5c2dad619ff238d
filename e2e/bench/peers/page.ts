// What both peer pages share (issue 45): the record read from the page's data-props exactly as
// sites-list-form reads it (the same attribute, printed by the same template), and where the table sits.

/** A site of the record as the backend prints it (A 3); only what the table shows. */
export interface PeerSite {
  id?: number;
  name: string;
  url: string;
  category_name?: string | null;
  isAvailable: boolean | null;
  checkedAt: string | null;
}

/** The sites of <div id="peer" data-props='{"listUrl":…,"record":{…,"sites":[…]}}'>: JSON.parse of the attribute, as mountIsland does. */
export function readSites(node: HTMLElement): PeerSite[] {
  const props = JSON.parse(node.dataset.props ?? '{}') as { record?: { sites?: unknown } };
  const sites = props.record?.sites;
  return Array.isArray(sites) ? (sites as PeerSite[]) : [];
}

/** The mount node, placed where sites-list-form's table sits (the bench passes its box as ?top=&left=&width=&height=). */
export function placedNode(): { node: HTMLElement; height: number } {
  const node = document.getElementById('peer');
  if (!node) throw new Error('no <div id="peer"> on this page');
  const query = new URLSearchParams(location.search);
  const px = (name: string, fallback: number) => Number(query.get(name) ?? fallback);
  const height = px('height', 520);
  Object.assign(node.style, { position: 'absolute', top: `${px('top', 700)}px`, left: `${px('left', 30)}px`, width: `${px('width', 1340)}px`, height: `${height}px` });
  return { node, height };
}

export const AVAILABILITY: Record<string, string> = { true: 'Доступен', false: 'Недоступен', null: 'Не проверялся' };

/** 'Y-m-d H:i:s' → 'd.m.Y H:i', as the screen shows a check date. */
export function checkedText(value: string | null): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value) : null;
  return m ? `${m[3]}.${m[2]}.${m[1]} ${m[4]}:${m[5]}` : '';
}
