import { z } from "#app/lib/zod.ts";

// Every environment variable the server reads. The README's configuration table lists the same.
const envFields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\//, "PUBLIC_URL must be an http(s) URL")
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  TRUST_PROXY: z.string().optional(),
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  LEAD_CHALLENGE_AFTER: z.coerce.number().int().min(0).default(3),
  LEAD_GLOBAL_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /**
   * Page views counted per address in 10 minutes: one per page shown, and a carrier's shared
   * address can have a campaign's visitors behind it; past it views are not counted, pages are
   * unaffected.
   */
  PAGE_VIEW_RATE_LIMIT: z.coerce.number().int().min(1).default(3_000),
  REVISIONS_KEEP: z.coerce.number().int().min(1).max(1000).default(50),
  SCHEDULE_POLL_SECONDS: z.coerce.number().int().min(1).max(60).default(15),
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  SITE_TIMEZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "SITE_TIMEZONE must be an IANA time zone such as Asia/Karachi")
    .default("Asia/Karachi"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must look like smtp://user:password@host:587 or smtps://...")
    .optional(),
  SMTP_FROM: z.string().default("DMflow <no-reply@localhost>"),
  FOLLOW_UP_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  NOTIFY_TO: z.string().optional(),
  LEAD_WEBHOOK_URL: z
    .url()
    .regex(/^https?:\/\//)
    .optional(),
  LEAD_WEBHOOK_SECRET: z
    .string()
    .min(16, "LEAD_WEBHOOK_SECRET must be at least 16 characters")
    .optional(),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TWO_FACTOR_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  SSE_CONNECTION_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Open live event streams of all clients together, per instance. */
  SSE_TOTAL_CONNECTION_LIMIT: z.coerce.number().int().min(1).default(1_000),
  /** A live event stream that carried no event for this long ends (the browser reconnects). */
  SSE_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(10).default(300),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** A request's headers must have arrived within this (server/http-limits.ts). */
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  /** The whole request, body included, within this: the 5 MB upload on a slow link. */
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(90),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email("ADMIN_EMAIL must be an e-mail address").optional(),
  ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional(),
});

// Node refuses a headers' limit beyond the whole request's.
const envSchema = envFields.refine(
  (env) => env.HTTP_HEADERS_TIMEOUT_SECONDS <= env.HTTP_REQUEST_TIMEOUT_SECONDS,
  {
    path: ["HTTP_HEADERS_TIMEOUT_SECONDS"],
    message: "HTTP_HEADERS_TIMEOUT_SECONDS must not exceed HTTP_REQUEST_TIMEOUT_SECONDS",
  },
);

export type AppConfig = z.infer<typeof envSchema>;

export function readConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return parsed.data;
}
