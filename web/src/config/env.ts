import * as z from 'zod/mini';

// The browser only ever sees public Firebase web configuration here; secrets
// (the model key) live in the Go functions' environment.
const nonEmpty = z.string().check(z.trim(), z.minLength(1));
const hostPort = z.string().check(z.trim(), z.regex(/^[\w.-]+:\d+$/, 'must look like host:port'));
const httpOrigin = z.string().check(z.trim(), z.regex(/^https?:\/\/[^\s/?#]+\/?$/, 'must be an http(s) origin such as https://api-abc123-uc.a.run.app'));

const envSchema = z.object({
  VITE_FIREBASE_API_KEY: nonEmpty,
  VITE_FIREBASE_AUTH_DOMAIN: nonEmpty,
  VITE_FIREBASE_PROJECT_ID: nonEmpty,
  VITE_FIREBASE_APP_ID: nonEmpty,
  VITE_FIREBASE_STORAGE_BUCKET: z.optional(z.string()),
  VITE_FIREBASE_MESSAGING_SENDER_ID: z.optional(z.string()),
  VITE_AUTH_EMULATOR_HOST: z.optional(hostPort),
  VITE_FIRESTORE_EMULATOR_HOST: z.optional(hostPort),
  VITE_API_URL: z.optional(httpOrigin),
});

export interface AppEnv {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId: string;
    storageBucket?: string;
    messagingSenderId?: string;
  };
  authEmulatorHost?: string;
  firestoreEmulatorHost?: string;
  /**
   * Where streamed API calls go, without a trailing slash; empty means the
   * page's own origin. Production sets the API's own (Cloud Run) URL because
   * Firebase Hosting rewrites buffer streamed responses.
   */
  apiUrl: string;
  /** True for a production build without any emulator. */
  isProduction: boolean;
}

/** Thrown at start-up when required configuration is missing or malformed. */
export class EnvError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `Missing or invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Set them in web/.env.<mode> (local mode: web/.env.emulator).',
    );
    this.name = 'EnvError';
    this.problems = problems;
  }
}

type RawEnv = Record<string, string | boolean | undefined>;

/** Parses VITE_* values, listing every missing or malformed key at once. */
export function parseEnv(raw: RawEnv): AppEnv {
  // Empty strings count as missing, so a blank line in an .env file is reported.
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' && value.trim() !== '') cleaned[key] = value.trim();
  }
  const result = z.safeParse(envSchema, cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '?');
      return cleaned[key] === undefined ? `${key} is missing` : `${key} ${issue.message}`;
    });
    throw new EnvError(problems);
  }
  const v = result.data;
  return {
    firebase: {
      apiKey: v.VITE_FIREBASE_API_KEY,
      authDomain: v.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: v.VITE_FIREBASE_PROJECT_ID,
      appId: v.VITE_FIREBASE_APP_ID,
      storageBucket: v.VITE_FIREBASE_STORAGE_BUCKET,
      messagingSenderId: v.VITE_FIREBASE_MESSAGING_SENDER_ID,
    },
    authEmulatorHost: v.VITE_AUTH_EMULATOR_HOST,
    firestoreEmulatorHost: v.VITE_FIRESTORE_EMULATOR_HOST,
    apiUrl: (v.VITE_API_URL ?? '').replace(/\/$/, ''),
    isProduction: raw.PROD === true && !v.VITE_AUTH_EMULATOR_HOST && !v.VITE_FIRESTORE_EMULATOR_HOST,
  };
}

let cached: AppEnv | undefined;

/** The parsed environment of this build; throws EnvError on first use if incomplete. */
export function getEnv(): AppEnv {
  cached ??= parseEnv(import.meta.env as unknown as RawEnv);
  return cached;
}
