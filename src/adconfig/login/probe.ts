// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The login page loads nothing of its own (the one load call is the navigation's notices).
  loads: false,
  shows: 'Забыли пароль?',
  // No form probe: a login page has no unsaved-edits mark or leave guard (the failed attempts that keep
  // what was typed are covered in src/adconfig/login/LoginScreen.test.tsx).
  list: false,
  hash: false,
  form: false,
  modals: [],
};
