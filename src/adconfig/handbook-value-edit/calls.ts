// What this page asks the backend for (issue 41): the shared handbook value calls (src/adconfig/shared/handbookValue).
import type { Calls } from '@core/calls';
import { handbookValueCalls } from '@adconfig/shared/handbookValue/api';

export const calls = { ...handbookValueCalls } satisfies Calls;
