// What this editor asks the backend for (issue 41): the shared banner form's calls (src/adconfig/shared/banner).
import type { Calls } from '@core/calls';
import { bannerEditorCalls } from '@adconfig/shared/banner/api';

export const calls = { ...bannerEditorCalls } satisfies Calls;
