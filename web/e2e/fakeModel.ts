import { expect, type APIRequestContext } from '@playwright/test';

// Scripts the fake OpenAI-compatible model (functions/cmd/fakemodel) behind
// the API server at AI_BASE_URL. Rules are matched newest first against the
// prompt's text; see that command's doc for every field.

/** The app served by the API server that has a (fake) model configured. */
export const AI_BASE_URL = process.env.E2E_AI_BASE_URL ?? 'http://127.0.0.1:8185';
const FAKE_MODEL_URL = process.env.E2E_FAKE_MODEL_URL ?? 'http://127.0.0.1:8184';

export interface FakeRule {
  /** Substring of the prompt (system + user) this rule answers; empty: any. */
  match?: string;
  reply?: string;
  /** An HTTP error status instead of a reply (e.g. 500, 429). */
  status?: number;
  retryAfter?: string;
  firstDelayMs?: number;
  chunkDelayMs?: number;
  pieces?: number;
  /** How many requests the rule answers (0 or absent: all). */
  times?: number;
}

export interface FakeCall {
  stream: boolean;
  system: string;
  user: string;
  canceled: boolean;
}

export function fakeModel(request: APIRequestContext) {
  return {
    async reset(): Promise<void> {
      const res = await request.delete(`${FAKE_MODEL_URL}/_rules`);
      expect(res.status()).toBe(204);
    },
    async add(rule: FakeRule): Promise<void> {
      const res = await request.post(`${FAKE_MODEL_URL}/_rules`, { data: rule });
      expect(res.status()).toBe(204);
    },
    async calls(): Promise<FakeCall[]> {
      const res = await request.get(`${FAKE_MODEL_URL}/_calls`);
      return (await res.json()) as FakeCall[];
    },
  };
}
