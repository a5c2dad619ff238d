import { isSameOrigin } from '@core/origin';
import { prop, propsSchema, PropsError, type PropReader } from '@core/props';
import { ACTION_KEY } from './hash';

export type ActionMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly ActionMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
export const VARIANTS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark', 'link'] as const;
export type ActionVariant = (typeof VARIANTS)[number];

/** A 3 Navigation action: action, title, url, method, confirm, component_url, qs, is_on, warn_msg, variant. */
export interface NavigatorAction {
  /** The key of its deep link (`#action?active=0`: the query itself after the `?`, A 2). */
  action: string;
  title: string;
  url: string;
  method: ActionMethod;
  /** Asked before a non-GET call; `true` asks 'Вы уверены?'. */
  confirm: string | null;
  /** GET here → {tag, props, content}: what the action shows under its title. */
  componentUrl: string | null;
  /** The query sent with the component's GET (a deep link's `qs` replaces it). */
  qs: string;
  /** false: the action is shown, unavailable, with its warning. */
  isOn: boolean;
  warnMsg: string | null;
  variant: ActionVariant;
}

const raw = prop.object({
  action: prop.nonEmptyText(),
  title: prop.nonEmptyText(),
  url: prop.optional(prop.text()),
  method: prop.optional(prop.text()),
  confirm: prop.optional(prop.custom('a string or true/false', (v) => (typeof v === 'string' || typeof v === 'boolean' ? v : undefined))),
  component_url: prop.optional(prop.apiUrl()),
  qs: prop.optional(prop.text()),
  is_on: prop.optional(prop.custom('true/false or 1/0', (v) => (v === true || v === 1 || v === '1' ? true : v === false || v === 0 || v === '0' ? false : undefined))),
  warn_msg: prop.optional(prop.text()),
  variant: prop.optional(prop.text()),
});

/** A non-GET action is called with the CSRF token: its url must resolve to this site. */
const action: PropReader<NavigatorAction, false> = {
  optional: false,
  read(value, where) {
    const a = raw.read(value, where);
    if (!ACTION_KEY.test(a.action.trim())) throw new PropsError(`${where}.action must be a word of letters, digits, '_', '.', '-' (its deep link), got ${JSON.stringify(a.action)}`);
    const method = METHODS.find((m) => m === (a.method || 'GET').toUpperCase());
    if (!method) throw new PropsError(`${where}.method must be one of ${METHODS.join(', ')}, got ${JSON.stringify(a.method)}`);
    const url = (a.url ?? '').trim();
    if (method !== 'GET' && !isSameOrigin(url)) throw new PropsError(`${where}.url must be a URL on this site for a ${method} action, got ${JSON.stringify(a.url)}`);
    return {
      action: a.action.trim(),
      title: a.title,
      url,
      method,
      confirm: a.confirm === true ? '' : typeof a.confirm === 'string' && a.confirm.trim() !== '' ? a.confirm : null,
      componentUrl: a.component_url ?? null,
      qs: (a.qs ?? '').replace(/^\?/, ''),
      isOn: a.is_on ?? true,
      warnMsg: a.warn_msg?.trim() ? a.warn_msg : null,
      variant: VARIANTS.find((v) => v === a.variant) ?? 'primary',
    };
  },
};

/** data-props of <div id="settings-navigator">: the accordion's sections and their actions. */
export const settingsNavigatorProps = propsSchema({
  sections: prop.list(prop.object({ title: prop.nonEmptyText(), actions: prop.list(action) })),
});
export type SettingsNavigatorProps = ReturnType<typeof settingsNavigatorProps.parse>;
export type NavigatorSection = SettingsNavigatorProps['sections'][number];
