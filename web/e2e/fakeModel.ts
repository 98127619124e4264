import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';

// Scripts the fake OpenAI-compatible model (functions/cmd/fakemodel) behind
// the API server that has a model configured. Each Playwright worker has its
// own pair of servers (playwright.config.ts), chosen by its parallel index.
// Rules are matched newest first against the prompt's text; see that
// command's doc for every field.

const AI_PORT = Number(process.env.E2E_AI_PORT ?? 8185);
const FAKE_MODEL_PORT = Number(process.env.E2E_FAKE_MODEL_PORT ?? 8184);
const PORT_STRIDE = Number(process.env.E2E_PORT_STRIDE ?? 10);

function workerURL(port: number, info: TestInfo): string {
  return `http://127.0.0.1:${port + PORT_STRIDE * info.parallelIndex}`;
}

/**
 * The app served by this worker's API server with a (fake) model:
 * `test.use({ baseURL: aiBaseURL })`.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter's pattern.
export async function aiBaseURL({}, use: (url: string) => Promise<void>, info: TestInfo): Promise<void> {
  await use(workerURL(AI_PORT, info));
}

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
  const FAKE_MODEL_URL = workerURL(FAKE_MODEL_PORT, test.info());
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
