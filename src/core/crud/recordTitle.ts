/**
 * A modal's title naming the record: 'KPI-показатель «CTR»', or 'KPI-показатель №7' when the record has
 * no name (server data: a name that is not a string, or blank, reads as none).
 */
export function recordTitle(noun: string, record: { id: number; name?: unknown }): string {
  const name = typeof record.name === 'string' ? record.name.trim() : '';
  return name ? `${noun} «${name}»` : `${noun} №${record.id}`;
}
