import { apiModel } from '@core/apiModel';
import { d } from '@core/decode';
import type { SelectOption } from '@ui/Select';

const channelRecords = d.records({ channel_id: d.id, name: d.text });

/**
 * A row's channel searched by name among all channels (A 7 data access: GET {urlPath}/api/?api.model=Channels&
 * api.method=search&api.args=[{name, order_by: 'name'}], as the redirection channels search them), when the page
 * gives no list of channels: the found channels as the select's options.
 */
export function channelSearch(urlPath = '') {
  const data = apiModel(urlPath);
  return async (name: string, signal: AbortSignal): Promise<SelectOption<string>[]> => {
    const raw = await data.get('Channels', 'search', [{ name: name.trim() || undefined, order_by: 'name' }], signal);
    return channelRecords(raw).flatMap((c) => (c.channel_id === null ? [] : [{ value: String(c.channel_id), label: c.name || `#${c.channel_id}` }]));
  };
}
