import { createContext, RouterContextProvider } from "react-router";
import { startBackgroundJobs } from "./background-jobs.server.ts";
import { type AppConfig, readConfig } from "./config.server.ts";
import { serveSnapshotRequests } from "./db/backups.server.ts";
import { type Database, type DatabaseConnection, openDatabase } from "./db/client.server.ts";
import { templateForNewDatabase } from "./db/database-template.server.ts";
import type { NotificationKind } from "./db/enums.ts";
import { createPageViewCollector } from "./modules/analytics/page-view-thread.server.ts";
import type { PageViewRecorder } from "./modules/analytics/page-views.server.ts";
import { createRecentVisitorsFeed } from "./modules/analytics/recent-visitors.server.ts";
import { createVisitorIds } from "./modules/analytics/visitor-ids.server.ts";
import { announceFirstAdmin, prepareFirstAdmin } from "./modules/auth/admin-bootstrap.server.ts";
import { type Auth, createAuth } from "./modules/auth/auth.server.ts";
import {
  mailForgottenPasswordLinks,
  type SendPasswordLink,
} from "./modules/auth/password-links.server.ts";
import { getOrCreateSecret } from "./modules/auth/server-secrets.server.ts";
import { CALENDAR_FEED_LIMIT } from "./modules/bookings/calendar-feed-http.server.ts";
import { CALENDAR_READ_CLAIMS } from "./modules/bookings/calendar-refresh.server.ts";
import { ensureDefaultHost } from "./modules/bookings/default-host.server.ts";
import { CHAT_START_LIMIT } from "./modules/chat/start-chat.server.ts";
import {
  createLeadChallenges,
  type LeadChallenges,
} from "./modules/leads/lead-challenge.server.ts";
import type { LeadIntake, LeadLimits } from "./modules/leads/lead-submission.server.ts";
import { type ChangeFeed, startChangeFeed } from "./modules/live/change-feed.server.ts";
import { createLogger, type Logger } from "./modules/logging/logger.server.ts";
import { requestIdFrom } from "./modules/logging/request-id.ts";
import { sendPasswordLinkEmail } from "./modules/notifications/password-link-email.ts";
import {
  createOutboxDelivery,
  leadNotificationKinds,
  startOutboxWorker,
} from "./modules/notifications/worker.server.ts";
import { siteOriginOf } from "./modules/security/anti-forgery.ts";
import {
  isTrustedProxy,
  limitKeyOf,
  parseTrustedProxies,
  resolveClientIp,
} from "./modules/security/client-ip.ts";
import {
  type ConnectionLimiter,
  createConnectionLimiter,
} from "./modules/security/connection-limiter.ts";
import {
  createOutboundRequest,
  type OutboundRequest,
  type OutboundTestAllowance,
} from "./modules/security/outbound-request.server.ts";
import {
  createRateLimiter,
  type MemoryRateLimiter,
  type RateLimiter,
} from "./modules/security/rate-limiter.ts";
import {
  createSharedRateLimiter,
  createSharedWindowCounter,
  type SharedLimitStore,
} from "./modules/security/shared-limits.server.ts";
import { seedDatabase } from "./modules/seed/seed.server.ts";
import type { HashPassword } from "./modules/users/users.server.ts";

/** What every request can reach: the configuration, the database, auth and the abuse limits. */
export type AppServices = {
  config: AppConfig;
  /** The process's logger (JSON lines on stdout); requests log through a child with their id. */
  logger: Logger;
  db: Database;
  connection: DatabaseConnection;
  auth: Auth;
  hashPassword: HashPassword;
  /** Where the site is reached: PUBLIC_URL, else http://localhost:PORT. */
  baseUrl: string;
  secureCookies: boolean;
  /** TRUST_PROXY parsed: the proxies whose X-Forwarded-* headers are believed. */
  trustedProxies: ReadonlySet<string>;
  /**
   * The abuse limits, counted in the database so that every instance shares them, except the
   * page views' (docs/decisions/0030-shared-abuse-limits.md).
   */
  rateLimits: {
    /** The lead forms' layers (docs/decisions/0007-layered-lead-limits.md). */
    leads: LeadLimits;
    /** GET /lead-challenge per client address. */
    leadChallenges: RateLimiter;
    signIn: RateLimiter;
    /** Passkey challenges on the sign-in page per client address (each is a stored row). */
    passkeyChallenges: RateLimiter;
    /** Two-factor codes per account (the address's attempts count in signIn). */
    twoFactorCodes: RateLimiter;
    uploads: RateLimiter;
    /** POST /page-view per client address, in this process's memory. */
    pageViews: MemoryRateLimiter;
    /** The Notifications card's test e-mails and webhooks per admin. */
    notificationTests: RateLimiter;
    /** "Forgot password?" per client address, and per e-mail address asked about. */
    passwordLinkRequests: RateLimiter;
    passwordLinkRequestsPerAccount: RateLimiter;
    /** A host's calendar feed per client address; one read of a pasted calendar per window. */
    calendarFeed: RateLimiter;
    calendarReads: RateLimiter;
    /** GET /chat/{channel} per client address: each stores a chat's reference. */
    chatStarts: RateLimiter;
  };
  /** The visitor analytics' collection: daily visitor ids, and the views waiting to be written. */
  analytics: PageViewRecorder;
  /** The lead forms' proof-of-work challenges, signed with a secret kept in the database. */
  leadChallenges: LeadChallenges;
  /** The key a booking's reschedule and cancel links are derived from (bookingLinkTokens). */
  bookingLinkKey: string;
  /** Changes to what pages show, announced by the database (see drizzle/0008). */
  changes: ChangeFeed;
  /**
   * Open live event streams per client and per instance (SSE_CONNECTION_LIMIT and
   * SSE_TOTAL_CONNECTION_LIMIT).
   */
  liveConnections: ConnectionLimiter;
  /**
   * Requests to addresses others chose (webhooks, calendar feeds): public addresses only
   * (docs/decisions/0039-outbound-request-guard.md).
   */
  outbound: OutboundRequest;
  notifications: {
    /** What a new lead queues now (the e-mail, and the webhook when one is set). */
    kinds(): Promise<NotificationKind[]>;
    /** Whether lead e-mails can go out (SMTP_URL set); without it they wait in the outbox. */
    emailConfigured: boolean;
    /** Delivers what is due now rather than at the next tick. */
    nudge(): void;
    /** E-mails a password link at once; none when e-mail is not set up (the link is shown). */
    sendPasswordLink: SendPasswordLink | undefined;
  };
};

/** The caller: the socket's address, or the client behind a proxy named in TRUST_PROXY. */
export type RequestClient = {
  ip: string;
  /** What the client is rate-limited by: the address, or an IPv6 address's /64 (limitKeyOf). */
  limitKey: string;
  /** Whether the request came through a proxy named in TRUST_PROXY (its headers are believed). */
  viaTrustedProxy: boolean;
};

/** This request: its id (X-Request-Id), the origin the site is served from, its logger. */
export type RequestInfo = { id: string; siteOrigin: string; log: Logger };

const LEAD_RATE_WINDOW_MS = 10 * 60_000;
const LEAD_GLOBAL_RATE_WINDOW_MS = 60_000;
/**
 * Challenges per address in 10 minutes: every visit to a form page fetches one (and another
 * after each submit or expiry), so a shared carrier address with a campaign's visitors behind
 * it asks for many; each costs one key derivation and two HMACs, no database.
 */
const LEAD_CHALLENGE_RATE_LIMIT = 2_000;
const SIGN_IN_RATE_WINDOW_MS = 15 * 60_000;
const PASSKEY_CHALLENGE_RATE_LIMIT = 100;
const UPLOAD_RATE_WINDOW_MS = 10 * 60_000;
/** Test e-mails and webhooks per admin in 10 minutes: enough to fix a setting, not to spam. */
const NOTIFICATION_TEST_LIMIT = 10;
const NOTIFICATION_TEST_WINDOW_MS = 10 * 60_000;
/** "Forgot password?": a few tries per address, fewer e-mails per account, per hour. */
const PASSWORD_LINK_RATE_WINDOW_MS = 60 * 60_000;
const PASSWORD_LINK_RATE_LIMIT = 10;
const PASSWORD_LINK_PER_ACCOUNT_RATE_LIMIT = 3;

/**
 * What only test code passes (tests/e2e/serve.ts, through server/main.ts; the test files that
 * build services themselves): no environment variable or setting makes one, so a deployment
 * never has it.
 */
export type TestOnlyOptions = {
  /** Loopback ports of the test's own webhook receivers, which the outbound guard lets through. */
  outboundTestAllowance?: OutboundTestAllowance;
};

export const servicesContext = createContext<AppServices>();
export const clientContext = createContext<RequestClient>({
  ip: "unknown",
  limitKey: "unknown",
  viaTrustedProxy: false,
});
export const requestInfoContext = createContext<RequestInfo>();

/** What a public lead form's action hands to submitLeadForm. */
export function leadIntakeOf(context: Readonly<RouterContextProvider>): LeadIntake {
  const services = context.get(servicesContext);
  return {
    db: services.db,
    log: context.get(requestInfoContext).log,
    ip: context.get(clientContext).ip,
    limitKey: context.get(clientContext).limitKey,
    limits: services.rateLimits.leads,
    challenges: services.leadChallenges,
    analytics: services.analytics,
    site: context.get(requestInfoContext).siteOrigin,
    notifications: services.notifications,
  };
}

/** What GET /lead-challenge needs: its own limit, the caller, the client's recent leads. */
export function leadChallengeOf(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  return {
    limitKey: context.get(clientContext).limitKey,
    limiter: services.rateLimits.leadChallenges,
    recent: services.rateLimits.leads.recent,
    challenges: services.leadChallenges,
  };
}

/** The request's logger, or none when the request failed before its context was made. */
export function requestLogOf(
  context: Readonly<RouterContextProvider> | undefined,
): Logger | undefined {
  try {
    return context?.get(requestInfoContext).log;
  } catch {
    return undefined;
  }
}

/**
 * The abuse limits of the configuration: in the database (`store`), shared by every instance,
 * but for the page views', which stay in memory (docs/decisions/0030-shared-abuse-limits.md).
 */
/** Visitor analytics' collection: the day's visitor ids, the page views' thread, the live count. */
function analyticsOf(
  connection: DatabaseConnection,
  logger: Logger,
  timeZone: string,
): PageViewRecorder {
  const visitorIds = createVisitorIds(connection.db, timeZone);
  return {
    visitorIds,
    views: createPageViewCollector(connection, logger, visitorIds, { timeZone }),
    recentVisitors: createRecentVisitorsFeed(connection.db, logger),
  };
}

function createRateLimits(config: AppConfig, store: SharedLimitStore): AppServices["rateLimits"] {
  return {
    leads: {
      recent: createSharedWindowCounter(store, {
        bucket: "lead_submissions",
        windowMs: LEAD_RATE_WINDOW_MS,
      }),
      challengeAfter: config.LEAD_CHALLENGE_AFTER,
      withoutSolution: createSharedRateLimiter(store, {
        bucket: "lead_submissions_without_solution",
        limit: config.LEAD_RATE_LIMIT,
        windowMs: LEAD_RATE_WINDOW_MS,
      }),
      global: createSharedRateLimiter(store, {
        bucket: "lead_submissions_global",
        limit: config.LEAD_GLOBAL_RATE_LIMIT,
        windowMs: LEAD_GLOBAL_RATE_WINDOW_MS,
      }),
    },
    leadChallenges: createSharedRateLimiter(store, {
      bucket: "lead_challenges",
      limit: LEAD_CHALLENGE_RATE_LIMIT,
      windowMs: LEAD_RATE_WINDOW_MS,
    }),
    signIn: createSharedRateLimiter(store, {
      bucket: "sign_in",
      limit: config.SIGN_IN_RATE_LIMIT,
      windowMs: SIGN_IN_RATE_WINDOW_MS,
    }),
    passkeyChallenges: createSharedRateLimiter(store, {
      bucket: "passkey_challenges",
      limit: PASSKEY_CHALLENGE_RATE_LIMIT,
      windowMs: SIGN_IN_RATE_WINDOW_MS,
    }),
    twoFactorCodes: createSharedRateLimiter(store, {
      bucket: "two_factor_codes",
      limit: config.TWO_FACTOR_RATE_LIMIT,
      windowMs: SIGN_IN_RATE_WINDOW_MS,
    }),
    uploads: createSharedRateLimiter(store, {
      bucket: "uploads",
      limit: config.UPLOAD_RATE_LIMIT,
      windowMs: UPLOAD_RATE_WINDOW_MS,
    }),
    // On the cached path of every page view, where a query each would cost more than the
    // view's own write; N instances allowing N times as many views only inflate the counts.
    pageViews: createRateLimiter({
      limit: config.PAGE_VIEW_RATE_LIMIT,
      windowMs: LEAD_RATE_WINDOW_MS,
    }),
    notificationTests: createSharedRateLimiter(store, {
      bucket: "notification_tests",
      limit: NOTIFICATION_TEST_LIMIT,
      windowMs: NOTIFICATION_TEST_WINDOW_MS,
    }),
    passwordLinkRequests: createSharedRateLimiter(store, {
      bucket: "password_link_requests",
      limit: PASSWORD_LINK_RATE_LIMIT,
      windowMs: PASSWORD_LINK_RATE_WINDOW_MS,
    }),
    passwordLinkRequestsPerAccount: createSharedRateLimiter(store, {
      bucket: "password_link_requests_per_account",
      limit: PASSWORD_LINK_PER_ACCOUNT_RATE_LIMIT,
      windowMs: PASSWORD_LINK_RATE_WINDOW_MS,
    }),
    calendarFeed: createSharedRateLimiter(store, CALENDAR_FEED_LIMIT),
    calendarReads: createSharedRateLimiter(store, CALENDAR_READ_CLAIMS),
    chatStarts: createSharedRateLimiter(store, CHAT_START_LIMIT),
  };
}

/** The context every loader and action of one request reads (the Node entry's load context). */
export function createRequestContext(
  services: AppServices,
  request: Request,
  socket: { address: string },
): RouterContextProvider {
  const id = requestIdFrom(request.headers.get("x-request-id"));
  const context = new RouterContextProvider();
  const viaTrustedProxy = isTrustedProxy(socket.address, services.trustedProxies);
  context.set(servicesContext, services);
  const ip = resolveClientIp(
    socket.address,
    request.headers.get("x-forwarded-for"),
    services.trustedProxies,
  );
  context.set(clientContext, { ip, limitKey: limitKeyOf(ip), viaTrustedProxy });
  // Better Auth takes the client's address (stored with each session) from X-Forwarded-For
  // alone: it gets the one resolved here, never one the client chose.
  request.headers.set("x-forwarded-for", ip);
  context.set(requestInfoContext, {
    id,
    siteOrigin: siteOriginOf({
      publicUrl: services.config.PUBLIC_URL,
      requestUrl: request.url,
      forwardedProto: viaTrustedProxy ? request.headers.get("x-forwarded-proto") : null,
    }),
    log: services.logger.child({ reqId: id }),
  });
  return context;
}

export type RunningServices = AppServices & {
  createLoadContext(request: Request, socket: { address: string }): RouterContextProvider;
  close(): Promise<void>;
};

/**
 * Opens the database (PGlite by default, PostgreSQL when DATABASE_URL is set), applies the
 * migrations and the seed, and makes the first admin, each under the start-up lock (instances
 * may start together; the secrets tolerate the race, getOrCreateSecret). The Node entry calls
 * this through the server build, so that the app's modules exist once in the process.
 */
export async function startAppServices(
  env: Record<string, string | undefined> = process.env,
  testOptions: TestOnlyOptions = {},
): Promise<RunningServices> {
  const config = readConfig(env);
  const connection = await openDatabase(
    config.DATABASE_URL
      ? { engine: "postgres", url: config.DATABASE_URL, maxConnections: config.DATABASE_POOL_SIZE }
      : {
          engine: "pglite",
          dataDir: config.DATA_DIR,
          loadDataDir: templateForNewDatabase(config.DATA_DIR),
        },
  );
  try {
    await connection.migrate();
    await connection.exclusively(() =>
      seedDatabase(connection.db, { siteTimeZone: config.SITE_TIMEZONE }),
    );
  } catch (error) {
    await connection.close();
    throw error;
  }
  const { services, stop: stopServices } = await createAppServices(
    config,
    connection,
    createLogger({ level: config.LOG_LEVEL }),
    testOptions,
  );
  const { baseUrl } = services;
  const jobs = startBackgroundJobs(connection.db, config, services);
  // Under the start-up lock: instances starting together with ADMIN_EMAIL make one admin, who
  // takes demos at once (the seed ran before they existed).
  const firstAdmin = await connection.exclusively(async () => {
    const prepared = await prepareFirstAdmin(connection.db, services.hashPassword, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });
    if (prepared.state === "created") await ensureDefaultHost(connection.db, config.SITE_TIMEZONE);
    return prepared;
  });
  announceFirstAdmin(firstAdmin, baseUrl);
  // The embedded database has one owner, this process: `npm run backup` asks it for snapshots.
  const stopServingSnapshots = connection.snapshot
    ? await serveSnapshotRequests(config.DATA_DIR, connection.snapshot)
    : undefined;
  return {
    ...services,
    createLoadContext: (request, socket) => createRequestContext(services, request, socket),
    async close() {
      await jobs.stop();
      await stopServices();
      await stopServingSnapshots?.();
      await connection.close();
    },
  };
}

/**
 * The services over an open, migrated database: auth (its secret from AUTH_SECRET, else kept
 * in the database), the change feed, the abuse limits and the outbox worker. The tests build theirs here too.
 * `stop` ends what they started (the outbox, the page views' thread, the recent visitors' count,
 * the change feed's LISTEN connection); the database stays open.
 */
export async function createAppServices(
  config: AppConfig,
  connection: DatabaseConnection,
  logger: Logger,
  testOptions: TestOnlyOptions = {},
): Promise<{ services: AppServices; stop(): Promise<void> }> {
  const { db } = connection;
  const baseUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const secureCookies = baseUrl.startsWith("https:");
  const outbound = createOutboundRequest({ testAllowance: testOptions.outboundTestAllowance });
  if (testOptions.outboundTestAllowance) {
    logger.warn(
      { event: "outbound.test_allowance", ports: testOptions.outboundTestAllowance.loopbackPorts },
      "Outbound requests may reach these loopback ports: a test server, never a deployment",
    );
  }
  const bookingLinkKey = await getOrCreateSecret(db, "booking_link_key");
  const links = { adminUrl: baseUrl, bookingLinkKey };
  const delivery = createOutboxDelivery(config, db, links, outbound);
  const sendPasswordLink: SendPasswordLink | undefined = delivery.sendMail
    ? (to, link) => sendPasswordLinkEmail(delivery, to, link)
    : undefined;
  const auth = createAuth({
    db,
    baseURL: baseUrl,
    secureCookies,
    secret: config.AUTH_SECRET ?? (await getOrCreateSecret(db, "auth_secret")),
    log: logger,
    sendPasswordResetLink:
      sendPasswordLink && mailForgottenPasswordLinks(db, sendPasswordLink, baseUrl, logger),
  });
  const authContext = await auth.$context;
  const changes = await startChangeFeed(connection);
  const outbox = startOutboxWorker(db, delivery, logger, {
    digestHour: config.FOLLOW_UP_DIGEST_HOUR,
  });
  const services: AppServices = {
    config,
    logger,
    db,
    connection,
    auth,
    hashPassword: (password) => authContext.password.hash(password),
    baseUrl,
    secureCookies,
    trustedProxies: parseTrustedProxies(config.TRUST_PROXY),
    rateLimits: createRateLimits(config, {
      db,
      secret: await getOrCreateSecret(db, "rate_limit_key_secret"),
    }),
    leadChallenges: createLeadChallenges({
      secret: await getOrCreateSecret(db, "lead_challenge_secret"),
      challengeAfter: config.LEAD_CHALLENGE_AFTER,
    }),
    analytics: analyticsOf(connection, logger, config.SITE_TIMEZONE),
    bookingLinkKey,
    changes,
    outbound,
    liveConnections: createConnectionLimiter({
      perClient: config.SSE_CONNECTION_LIMIT,
      total: config.SSE_TOTAL_CONNECTION_LIMIT,
    }),
    notifications: {
      kinds: () => leadNotificationKinds(db, config),
      emailConfigured: Boolean(config.SMTP_URL),
      nudge: outbox.nudge,
      sendPasswordLink,
    },
  };
  return {
    services,
    async stop() {
      await outbox.stop();
      await services.analytics.views.stop();
      services.analytics.recentVisitors.close();
      await changes.close();
    },
  };
}
