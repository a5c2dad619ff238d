// A browser test's own corner of the shared stand-in server: faults and hostile data for this test's
// page only (header x-stand-in-session, see fixtures/server/core/standIn.ts), so the two workers
// running tests in parallel never fail each other's calls.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { FaultSpec } from '../../fixtures/server/core/faults';
import type { RecordedRequest } from '../../fixtures/server/core/requestLog';
import { SESSION_HEADER } from '../../fixtures/server/core/standIn';

export type SessionFault = Omit<FaultSpec, 'session'>;

export interface StandInControl {
  readonly session: string;
  /** A fault for this test's page only; the newest matching fault wins; cleared after the test. */
  fault(spec: SessionFault): Promise<void>;
  clearFaults(): Promise<void>;
  /** Hostile data (fixtures/server/core/hostile.ts) in every answer to this test's page, navigation props included. */
  hostile(on?: boolean): Promise<void>;
  /** Answers to this test's page as the existing backend gives them (STANDIN=spec, fixtures/server/core/answerModes.ts). */
  strict(on?: boolean): Promise<void>;
  /** The API calls the stand-in received from this test's page, in order. */
  requests(): Promise<RecordedRequest[]>;
}

async function call(request: APIRequestContext, method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown): Promise<unknown> {
  const response = await request.fetch(url, { method, data });
  const body = (await response.json()) as { success?: boolean; message?: string; data?: unknown };
  if (!response.ok() || body.success !== true) throw new Error(`${method} ${url} → ${response.status()}: ${body.message ?? 'no message'}`);
  return body.data;
}

export function sessionId(testInfo: TestInfo): string {
  return `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Marks every request of `page` with the session; returns the control and its cleanup. */
export async function standInSession(page: Page, session: string): Promise<{ control: StandInControl; cleanup: () => Promise<void> }> {
  await page.setExtraHTTPHeaders({ [SESSION_HEADER]: session });
  const q = `session=${encodeURIComponent(session)}`;
  const control: StandInControl = {
    session,
    fault: async (spec) => void (await call(page.request, 'POST', '/__test/faults', { ...spec, session })),
    clearFaults: async () => void (await call(page.request, 'DELETE', `/__test/faults?${q}`)),
    hostile: async (on = true) => void (await call(page.request, 'POST', '/__test/hostile', { on, session })),
    strict: async (on = true) => void (await call(page.request, 'POST', '/__test/strict', { on, session })),
    requests: async () => (await call(page.request, 'GET', `/__test/requests?${q}`)) as RecordedRequest[],
  };
  const cleanup = async () => {
    await call(page.request, 'DELETE', `/__test/faults?${q}`);
    await call(page.request, 'DELETE', `/__test/hostile?${q}`);
    await call(page.request, 'DELETE', `/__test/strict?${q}`);
  };
  return { control, cleanup };
}
