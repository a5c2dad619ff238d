// What the quality gates (e2e/gates/*.spec.ts, src/test/gates/matrix.ts) cannot guess about a screen:
// its probe, `export const probe: Probe` in its own folder, src/<area>/<entry>/probe.ts, found the way the
// stand-in finds its route files (a directory listing, then require), so a screen brings its probe and
// registers nothing. Navigation has none (it is checked on every page). A gate fails for a built screen
// without a probe. Everything else — the calls a page makes, the faults, the payloads, the checks — the
// gates work out for themselves. This file: the probe's type, the garbage hash and the loader.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Page } from '@playwright/test';
import type { Method } from '../fixtures/server/core/types';

export type Role = Parameters<Page['getByRole']>[0];

/** A control found by its role and accessible name (as a user finds it). */
export interface Control {
  role: Role;
  name: string | RegExp;
}

export interface FormField {
  /** The field's accessible name (its label, exactly). */
  label: string;
  /** What it holds once filled; for a checkbox, 'on' (checked) or 'off'. */
  value: string;
  /**
   * How the value goes in: typed (a textbox; default), chosen (a native <select>, role combobox) or ticked
   * (a checkbox: an option editor's list of device types, whose only fields are checkboxes).
   */
  kind?: 'fill' | 'select' | 'check';
}

export interface FormProbe {
  /** The page with the form; default: the probe's page. */
  page?: string;
  /** Fields filled before the save; each must still hold its value after a failed save. */
  fields: FormField[];
  /** The Save button and the call it makes (method and path pattern, `/a/:id` allowed). */
  save: { button: string; method: Method; path: string };
  /** The text the screen shows while there are unsaved edits. */
  unsaved: string;
  /** The screen the page goes to after a save, when not this one (a form that returns to its list). */
  after?: string;
}

export interface ModalProbe {
  /** What the dialog is, for the test title. */
  name: string;
  /** The page to open it on; default: the probe's page. */
  page?: string;
  /** Clicked in order; the last one opens the dialog. Never confirmed: the gate closes it with Escape. */
  open: Control[];
}

/**
 * The round trip (issue 41): the record the page loads, saved back without edits, keeps a field no screen
 * knows and an unknown value in each enum field (the stand-in's round-trip mode puts both into every
 * record it answers and every page's data). Default for a screen with a form probe: its page and Save.
 */
export interface RoundTripProbe {
  /** The page; default: the form's page, else the probe's. */
  page?: string;
  /** Clicked in order first: what opens the record (a row's 'Редактировать'). */
  open?: Control[];
  /** The Save button and the call it makes (method and path pattern, `/a/:id` allowed). */
  save: { button: string; method: Method; path: string };
  /** Fill the form probe's fields first (a Save that stays disabled until something is edited). */
  fill?: boolean;
  /** Why the saved record carries no enum field (the body is then not asked for the unknown enum value). */
  noEnum?: string;
  /**
   * Why the saved record has nowhere to carry an unknown field (an option whose value is a list of ids or one
   * scalar: the stand-in marks objects only); the body is then not asked for it. Such a screen proves in its
   * own tests that it keeps an id or a value it does not know instead.
   */
  noUnknownField?: string;
}

export interface Probe {
  /** The page the gates open; default: the catalogue's sample. */
  page?: string;
  /** A text shown only once the page's data has arrived; default: the catalogue's `shows`. */
  shows?: string;
  /**
   * A paginated list: its table's accessible name (caption). The garbage-hash gate opens the page
   * with `garbageHash` (default: GARBAGE_HASH) and expects the default list's first rows. false: no list.
   */
  list: { table: string; garbageHash?: string } | false;
  /**
   * false: the screen keeps nothing in the hash, so a garbage hash is not its business: it is left as it
   * was (it may be the template's own anchor) and changes nothing. Default: the screen owns the hash,
   * and puts a garbage one back in order.
   */
  hash?: false;
  /**
   * false: the screen asks the server nothing before anyone acts (its texts and choices come with the page):
   * its `shows` text is there at once, even while every call (the navigation's) is held. Default: the
   * screen loads its data, and `shows` appears only once it has arrived.
   */
  loads?: false;
  /**
   * The lists the screen loads latest-wins (a ListStore or CrudListStore of its own, or one inside a ReportStore,
   * a TreeStore or an area's shared store): each is raced by a test in its folder (src/test/gates/races.test.ts). Declared
   * here because a gate reading the sources for `new ListStore` misses the lists a shared piece builds. Default 0.
   */
  lists?: number;
  /** The screen's form (failed save, double submit, unsaved edits); false: none. */
  form: FormProbe | false;
  /** Every modal and confirmation the page opens (axe checks each open); [] when none. */
  modals: ModalProbe[];
  /** The record saved back (see RoundTripProbe); false: the screen saves no record it loaded (say why in a comment). */
  roundTrip?: RoundTripProbe | false;
}

/** Out-of-domain values for the usual list keys, a markup-looking sort field and a broken percent escape. */
export const GARBAGE_HASH = '#p=-1&pp=999&f=%3Cscript%3E&o=sideways&q=%E0%A4%A&pid=abc&s=%00&t=%F0%9F';

/** The file a screen's folder declares its probe in. */
export const PROBE_MODULE = 'probe.ts';
/** The areas whose folders hold screens (src/<area>/<entry>); `shared` folders hold none. */
export const SCREEN_AREAS = ['images', 'sales', 'adconfig'] as const;

const SRC = path.resolve(__dirname, '../src');

function isProbe(value: unknown): value is Probe {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Partial<Probe>;
  return (p.list === false || typeof p.list === 'object') && (p.form === false || typeof p.form === 'object') && Array.isArray(p.modals);
}

/** src/<area>/<entry>/probe.ts of every screen folder that has one: entry → its folder's file. */
export function probeFiles(src = SRC): Map<string, string> {
  const found = new Map<string, string>();
  for (const area of SCREEN_AREAS) {
    const dir = path.join(src, area);
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, entry, PROBE_MODULE);
      if (fs.existsSync(file)) found.set(entry, file);
    }
  }
  return found;
}

/**
 * Every screen's probe by entry. Loaded with require() so that jest (swc) and Playwright compile the
 * files, as fixtures/server/node/registry.ts loads route files; a file that exports no `probe` throws.
 */
export function loadProbes(src = SRC): Record<string, Probe> {
  const out: Record<string, Probe> = {};
  for (const [entry, file] of probeFiles(src)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: the test runner must transform these files
    const loaded = require(file) as { probe?: unknown };
    if (!isProbe(loaded.probe)) throw new Error(`${path.relative(path.resolve(src, '..'), file)} must \`export const probe: Probe = { list, form, modals, ... }\``);
    out[entry] = loaded.probe;
  }
  return out;
}

export const probes: Record<string, Probe> = loadProbes();
