// The browser only ever sees public Firebase web configuration here; secrets
// (the model key) live in the Go functions' environment.
//
// Nine keys and two patterns, checked by hand: this module runs on every
// page, the landing page included, and a schema library here cost 15 KB of
// gzipped JavaScript there.

/** Each key: required or not, and the pattern a present value must match with its reason. */
const KEYS: Record<string, { required: boolean; pattern?: [RegExp, string] }> = {
  VITE_FIREBASE_API_KEY: { required: true },
  VITE_FIREBASE_AUTH_DOMAIN: { required: true },
  VITE_FIREBASE_PROJECT_ID: { required: true },
  VITE_FIREBASE_APP_ID: { required: true },
  VITE_FIREBASE_STORAGE_BUCKET: { required: false },
  VITE_FIREBASE_MESSAGING_SENDER_ID: { required: false },
  VITE_AUTH_EMULATOR_HOST: { required: false, pattern: [/^[\w.-]+:\d+$/, 'must look like host:port'] },
  VITE_FIRESTORE_EMULATOR_HOST: { required: false, pattern: [/^[\w.-]+:\d+$/, 'must look like host:port'] },
  VITE_API_URL: { required: false, pattern: [/^https?:\/\/[^\s/?#]+\/?$/, 'must be an http(s) origin such as https://api-abc123-uc.a.run.app'] },
};

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
  const problems: string[] = [];
  for (const [key, rule] of Object.entries(KEYS)) {
    const value = cleaned[key];
    if (value === undefined) {
      if (rule.required) problems.push(`${key} is missing`);
    } else if (rule.pattern && !rule.pattern[0].test(value)) {
      problems.push(`${key} ${rule.pattern[1]}`);
    }
  }
  if (problems.length > 0) throw new EnvError(problems);
  const v = cleaned;
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
