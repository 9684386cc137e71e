import { and, eq, isNull, like, ne, notInArray, notLike, sql } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { LEAD_STATUSES, USER_ROLES, USER_STATUSES } from "#app/db/enums.ts";
import {
  activityLog,
  leadCounts,
  leads,
  mediaFileContents,
  mediaFiles,
  pageRevisions,
  pricingPlans,
  users,
  websiteConfig,
  websitePages,
  websiteSettings,
} from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { formDataOf, formEntries } from "#app/lib/form-entries.ts";
import { LOCALES } from "#app/modules/i18n/locales.ts";
import { createLead } from "#app/modules/leads/leads.server.ts";
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from "#app/modules/media/media.ts";
import { uploadMedia } from "#app/modules/media/media-admin.server.ts";
import { versionLocales, versionTexts } from "#app/modules/pages/page-languages.ts";
import { getPageSettings, labelField } from "#app/modules/pages/page-settings-admin.server.ts";
import {
  appendPageValues,
  emptyPageValues,
  type PageFormValues,
  pageValuesFromRow,
} from "#app/modules/pages/page-values.ts";
import {
  newPlanValues,
  parsePlanEditor,
  planEditorValues,
} from "#app/modules/pricing/plan-form.ts";
import { BUILT_IN_SLUGS } from "#app/modules/sections/built-in/built-in-pages.ts";
import { parsePageBody } from "#app/modules/sections/page-body.ts";
import { getSiteConfigForAdmin } from "#app/modules/site-config/site-config-admin.server.ts";
import {
  parseSiteSettings,
  SITE_CONFIG_FIELD_NAMES,
  siteConfigFormValues,
} from "#app/modules/site-config/site-config-form.ts";
import { BORDER_RADII, FONT_FAMILIES, themeSchema } from "#app/modules/theme/theme.ts";
import { createUserSchema, updateUserSchema } from "#app/modules/users/user-form.ts";
import * as leadDetail from "#app/routes/admin/lead-detail.tsx";
import * as leadsRoute from "#app/routes/admin/leads.tsx";
import * as media from "#app/routes/admin/media.tsx";
import * as mediaUpload from "#app/routes/admin/media-upload.ts";
import * as pages from "#app/routes/admin/pages.tsx";
import * as content from "#app/routes/admin/pages-manager.tsx";
import * as contentItem from "#app/routes/admin/pages-manager-item.tsx";
import * as pricing from "#app/routes/admin/pricing.tsx";
import * as pricingPlan from "#app/routes/admin/pricing-plan.tsx";
import * as settings from "#app/routes/admin/settings.tsx";
import * as theme from "#app/routes/admin/theme.tsx";
import * as usersRoute from "#app/routes/admin/users.tsx";
import { ADMIN, type AppHarness, createAppHarness } from "../helpers/app-harness.ts";
import { parsePageValues } from "../helpers/page-values.ts";
import { type Entry, FuzzTally, type FuzzTarget, fuzzTarget } from "./fuzz-kit.ts";

// Every console action under random and hostile submissions from a signed-in admin, through
// the real middleware and actions on a real database: never a server error, nothing stored
// when a submission is refused, and every stored row still passes the form's own rules.

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** A page's body as the page editor posts it (ADR 0023). */
const FAQ_BODY = JSON.stringify({
  root: { props: {} },
  content: [
    {
      type: "faq",
      props: {
        id: "faq",
        title: { en: "Questions", ur: "سوالات" },
        items: [{ question: { en: "A free trial?" }, answer: { en: "No.", ur: "نہیں۔" } }],
      },
    },
  ],
});
const tally = new FuzzTally();
let app: AppHarness;
let cookie: string;
let adminId: string;

const entries = (record: Record<string, string | string[]>): Entry[] =>
  Object.entries(record).flatMap(([key, value]) =>
    Array.isArray(value) ? value.map((item): Entry => [key, item]) : [[key, value]],
  );
const fromFormData = (form: FormData): Entry[] => [...form.entries()];

beforeAll(async () => {
  app = await createAppHarness(
    {
      admin: {
        settings,
        theme,
        pricing,
        "pricing/new": pricingPlan,
        "pricing/:planId": pricingPlan,
        pages,
        content,
        "content/new": contentItem,
        "content/:pageId": contentItem,
        blog: content,
        "blog/new": contentItem,
        "blog/:pageId": contentItem,
        users: usersRoute,
        leads: leadsRoute,
        "leads/:leadId": leadDetail,
        media,
        "media/upload": mediaUpload,
      },
    },
    { UPLOAD_RATE_LIMIT: "1000000" },
  );
  cookie = await app.adminCookie();
  [{ id: adminId } = { id: "" }] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, ADMIN.email));
  for (let i = 0; i < 40; i++) {
    await createLead(app.db, {
      name: `Lead ${i}`,
      email: `lead${i}@example.pk`,
      whatsappNumber: "+923001234567",
      source: "contact_page",
    });
  }
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#36f" } })
    .png()
    .toBuffer();
  for (const name of ["a.png", "b.png", "c.png", "d.png"]) {
    await uploadMedia(app.db, adminId, { name, bytes: new Uint8Array(png) });
  }
});
afterAll(async () => {
  console.info(
    tally.report(
      `Fuzz inputs, console actions (${RUNS} per action, users ${Math.ceil(RUNS / 3)}):`,
    ),
  );
  await app.close();
});

/** The ids a valid submission may name (`@plan`, ...): rows that exist now. */
const POOLS = {
  plan: (db: Database) => db.select({ id: pricingPlans.id }).from(pricingPlans),
  page: (db: Database) =>
    db
      .select({ id: websitePages.id })
      .from(websitePages)
      .where(sql`${englishOf(websitePages.slug)} not like 'blog/%'`),
  contentPage: (db: Database) =>
    db
      .select({ id: websitePages.id })
      .from(websitePages)
      .where(
        and(
          notLike(englishOf(websitePages.slug), "blog/%"),
          notInArray(englishOf(websitePages.slug), BUILT_IN_SLUGS),
        ),
      ),
  post: (db: Database) =>
    db
      .select({ id: websitePages.id })
      .from(websitePages)
      .where(sql`${englishOf(websitePages.slug)} like 'blog/%'`),
  // Never the signed-in admin: the fuzzer must not lock itself out.
  user: (db: Database) => db.select({ id: users.id }).from(users).where(ne(users.id, adminId)),
  lead: (db: Database) => db.select({ id: leads.id }).from(leads),
  media: (db: Database) => db.select({ id: mediaFiles.id }).from(mediaFiles),
};

function poolsOf(...names: (keyof typeof POOLS)[]) {
  return async (db: Database) => {
    const pools: Record<string, string[]> = {};
    for (const name of names) pools[name] = (await POOLS[name](db)).map((row) => row.id);
    return pools;
  };
}

const problems = (list: (string | false | undefined)[]) =>
  list.filter((item): item is string => Boolean(item));

const consoleTarget = (target: Omit<FuzzTarget, "headers">): FuzzTarget => ({
  ...target,
  headers: () => ({ cookie }),
});

/** Every stored plan, opened in the editor and saved unchanged, passes the editor's schema. */
async function storedPlansInvalid(db: Database) {
  const plans = await db.select().from(pricingPlans);
  return problems(
    plans.map((plan) => {
      const values = planEditorValues(plan, { publishAt: "", unpublishAt: "" });
      const submission = parsePlanEditor(formDataOf(values), "UTC");
      return (
        submission.status !== "success" && `plan ${plan.id}: ${JSON.stringify(submission.error)}`
      );
    }),
  );
}

/**
 * Every stored page and post passes the editor's rules in each language it has (ADR 0042);
 * only pages have sections, valid ones.
 */
async function storedPagesInvalid(db: Database) {
  const rows = await db.select().from(websitePages);
  return problems(
    rows.flatMap((row) => {
      const slug = versionTexts(row, "en").slug;
      const isPost = slug.startsWith("blog/");
      return [
        ...versionLocales(row).map((locale) => {
          const parsed = parsePageValues(
            pageValuesFromRow({ ...row, ...versionTexts(row, locale) }),
          );
          return !parsed.ok && `page ${slug} (${locale}): ${parsed.error}`;
        }),
        isPost && row.sections !== null && `post ${slug} has sections`,
        row.sections !== null &&
          !parsePageBody(row.sections).ok &&
          `page ${slug}: its sections do not pass their checks`,
      ];
    }),
  );
}

async function adminStillIn(db: Database): Promise<string | false> {
  const [admin] = await db.select().from(users).where(eq(users.id, adminId));
  return (admin?.role !== "admin" || admin.status !== "active") && "the fuzzing admin lost access";
}

/** A 1x1 PNG: an upload that is accepted. */
const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
/** A known image signature (or SVG's) followed by junk, under names and types that lie. */
const corruptImages = fc
  .record({
    header: fc.constantFrom(
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [0xff, 0xd8, 0xff, 0xe0],
      [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
      [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
      [0x3c, 0x73, 0x76, 0x67],
    ),
    tail: fc.uint8Array({ maxLength: 256 }),
    name: fc.constantFrom("logo.png", "../../etc/passwd", "a.svg", "<script>.gif", ""),
    type: fc.constantFrom("image/png", "image/svg+xml", "text/html", ""),
  })
  .map(({ header, tail, name, type }): Entry[] => [
    ["file", new File([new Uint8Array(header), tail], name, { type })],
  ]);

const targets: { target: FuzzTarget; runs: number }[] = [
  {
    runs: RUNS,
    target: consoleTarget({
      name: "settings",
      path: "/admin/settings",
      // Every input: `siteTitle.en`, `siteTitle.ur`, …, `contactEmail`, `socialLinks.facebook`, ….
      fields: [...SITE_CONFIG_FIELD_NAMES],
      plausible: ["DMflow", "hello@dmflow.pk", "https://facebook.com/dmflow", "a@b.pk, c@d.pk"],
      valid: fc
        .record({
          "siteTitle.en": fc.constantFrom("DMflow", "ReplyPilot"),
          "tagline.en": fc.constantFrom("", "Automate your DMs"),
          "tagline.ur": fc.constantFrom("", "خودکار جوابات"),
          contactEmail: fc.constantFrom("hello@dmflow.pk", ""),
          phone: fc.constantFrom("", "+92 300 1234567"),
          "socialLinks.facebook": fc.constantFrom("", "https://facebook.com/dmflow"),
          "footerText.en": fc.constant("© DMflow"),
        })
        .map(entries),
      tables: [websiteConfig, websiteSettings, activityLog],
      async invalidRows(db) {
        const { config } = await getSiteConfigForAdmin(db);
        const parsed = parseSiteSettings(formDataOf(siteConfigFormValues(config)));
        return problems([
          parsed.status !== "success" && `settings: ${JSON.stringify(parsed.error)}`,
        ]);
      },
    }),
  },
  {
    runs: RUNS,
    target: consoleTarget({
      name: "theme",
      path: "/admin/theme",
      fields: Object.keys(themeSchema.shape),
      plausible: ["222.2 84% 4.9%", "0 0% 100%", ...FONT_FAMILIES, "0.5rem"],
      valid: fc
        .record({
          primary: fc.constantFrom("222.2 84% 4.9%", "160 84% 39%"),
          primaryGlow: fc.constant("210 40% 98%"),
          background: fc.constant("0 0% 100%"),
          foreground: fc.constant("222.2 84% 4.9%"),
          muted: fc.constant("210 40% 96%"),
          accent: fc.constant("210 40% 96%"),
          fontFamily: fc.constantFrom(...FONT_FAMILIES),
          borderRadius: fc.constantFrom(...BORDER_RADII.map((radius) => radius.value)),
        })
        .map(entries),
      tables: [websiteSettings, activityLog],
      async invalidRows(db) {
        const [stored] = await db
          .select({ value: websiteSettings.settingValue })
          .from(websiteSettings)
          .where(eq(websiteSettings.settingKey, "theme"));
        const parsed = stored ? themeSchema.safeParse(stored.value) : { success: true };
        return problems([!parsed.success && `theme: ${JSON.stringify(stored?.value)}`]);
      },
    }),
  },
  {
    runs: RUNS,
    target: consoleTarget({
      name: "pricing",
      path: "/admin/pricing",
      fields: ["intent", "id", "ids", "is_active"],
      plausible: ["@plan", "toggle-active", "delete", "reorder", "true", "false"],
      valid: fc
        .record({ intent: fc.constantFrom("toggle-active", "reorder", "delete") })
        .map(({ intent }) => {
          const form = new FormData();
          form.set("intent", intent);
          if (intent === "reorder") for (let i = 0; i < 4; i++) form.append("ids", "@plan");
          else form.set("id", "@plan");
          if (intent === "toggle-active") form.set("is_active", "false");
          return fromFormData(form);
        }),
      pools: poolsOf("plan"),
      tables: [pricingPlans, activityLog],
      invalidRows: storedPlansInvalid,
    }),
  },
  ...["/admin/pricing/new", "/admin/pricing/@plan"].map((path) => ({
    runs: RUNS,
    target: consoleTarget({
      name: `plan editor ${path}`,
      path,
      fields: [
        // Every input of a new plan's form: `name.en`, `name.ur`, …, `price`, … (no features yet).
        ...formEntries(newPlanValues()).map(([name]) => name),
        "features[0].id",
        "features[0].text.en",
        "features[1].text.en",
        "features[0].text.ur",
      ],
      plausible: ["true", "false", "on", "PKR", "PK", "monthly", "2026-12-01T09:00"],
      valid: fc
        .record({
          name: fc.constantFrom("Starter", "Growth").map((en) => ({ en, ur: "" })),
          price: fc.constantFrom("49", "15000", "0.99"),
          currency: fc.constantFrom("USD", "PKR"),
          features: fc.array(fc.constantFrom("WhatsApp", "Instagram", "24/7 replies"), {
            maxLength: 3,
          }),
        })
        .map(({ name, price, currency, features }) =>
          formEntries({
            ...newPlanValues(),
            name,
            price,
            currency,
            features: features.map((en) => ({ text: { en, ur: "" } })),
          }),
        ),
      pools: poolsOf("plan"),
      tables: [pricingPlans, activityLog],
      invalidRows: storedPlansInvalid,
    }),
  })),
  {
    runs: RUNS,
    target: consoleTarget({
      name: "page settings",
      path: "/admin/pages",
      fields: [
        "intent",
        "page",
        "setting",
        "value",
        "direction",
        "order",
        "role",
        ...LOCALES.map(labelField),
      ],
      plausible: [
        "home",
        "features",
        "pricing",
        "about",
        "contact",
        "@contentPage",
        "true",
        "false",
        "up",
        "privacy",
        "terms",
      ],
      valid: fc
        .record({
          page: fc.constantFrom(
            "home",
            "features",
            "pricing",
            "about",
            "contact",
            "blog",
            "@contentPage",
          ),
          command: fc.oneof(
            fc.record({
              intent: fc.constant("toggle"),
              setting: fc.constantFrom("is_enabled", "display_in_nav"),
              value: fc.constantFrom("true", "false"),
            }),
            fc.record({ intent: fc.constant("move"), direction: fc.constantFrom("up", "down") }),
            fc.record({
              intent: fc.constant("reorder"),
              order: fc.shuffledSubarray(["home", "about", "contact", "@contentPage"]),
            }),
            fc.record({
              intent: fc.constant("label"),
              label_en: fc.constantFrom("", "Prices", "x".repeat(40)),
              label_ur: fc.constantFrom("", "قیمتیں"),
            }),
            fc.record({
              intent: fc.constant("legal"),
              role: fc.constantFrom("privacy", "terms"),
            }),
          ),
        })
        .map(({ page, command }) => entries({ page, ...command })),
      pools: poolsOf("contentPage"),
      tables: [websiteSettings, websitePages, pageRevisions, activityLog],
      async invalidRows(db) {
        const { pages } = await getPageSettings(db);
        const orders = pages.map((row) => row.navOrder);
        const labels = await db
          .select({ value: websiteSettings.settingValue })
          .from(websiteSettings)
          .where(like(websiteSettings.settingKey, "page\\_%\\_nav\\_label"));
        return problems([
          pages.find((row) => row.id === "home")?.isEnabled === false && "home was switched off",
          new Set(orders).size !== orders.length && `nav orders repeat: ${orders.join(",")}`,
          orders.some((order) => !Number.isInteger(order)) && "a nav order is not an integer",
          labels.some(({ value }) =>
            Object.values(value as Record<string, string>).some(
              (label) => !label || label.length > 40,
            ),
          ) && "a navigation label is blank or too long",
        ]);
      },
    }),
  },
  // The editor's saves, at a new item's address and at an item's (ADR 0033).
  ...(["content", "blog"] as const).flatMap((manager) =>
    [`/admin/${manager}/new`, `/admin/${manager}/@${manager === "blog" ? "post" : "page"}`].map(
      (path) => ({
        runs: RUNS,
        target: consoleTarget({
          name: `${manager} editor ${path}`,
          path,
          fields: [
            "intent",
            "id",
            "locale",
            "kind",
            "title",
            "slug",
            "content",
            "metaTitle",
            "metaDescription",
            "isPublished",
            "featuredImage",
            "tags",
            "sections",
          ],
          plausible: [
            "@page",
            "@post",
            "create",
            "update",
            "post",
            "page",
            "false",
            FAQ_BODY,
            ...LOCALES,
          ],
          valid: fc
            .record({
              intent: fc.constantFrom("create", "update", "update"),
              // An item's version in a language is saved by that language's form (ADR 0042).
              locale: fc.constantFrom(...LOCALES),
              title: fc.constantFrom("Pricing FAQ", "Why DMs matter"),
              slug: fc.constantFrom("faq", "why-dms-matter", "guides/setup"),
              content: fc.constantFrom("<p>Hello</p>", "<h2>Setup</h2><ul><li>One</li></ul>", ""),
              isPublished: fc.boolean(),
              tags: fc.array(fc.constantFrom("whatsapp", "sales"), { maxLength: 2 }),
              sections: fc.option(fc.constant(FAQ_BODY)),
            })
            .map(({ intent, locale, title, slug, content: html, isPublished, tags, sections }) => {
              const kind = manager === "blog" ? "post" : "page";
              const values: PageFormValues = {
                ...emptyPageValues(kind),
                title,
                slug: kind === "post" ? slug.replace("/", "-") : slug,
                content: html,
                isPublished,
                ...(kind === "post" ? { featuredImage: "/media/x.png", tags } : {}),
              };
              const form = appendPageValues(new FormData(), values);
              // The page editor posts a page's sections as JSON (ADR 0023).
              if (sections && kind === "page") form.set("sections", sections);
              form.set("intent", intent);
              if (intent !== "create") {
                form.set("id", kind === "post" ? "@post" : "@page");
                form.set("locale", locale);
              }
              return fromFormData(form);
            }),
          pools: poolsOf(manager === "blog" ? "post" : "page"),
          tables: [websitePages, activityLog],
          invalidRows: storedPagesInvalid,
        }),
      }),
    ),
  ),
  // The list's delete.
  ...(["content", "blog"] as const).map((manager) => {
    const kind = manager === "blog" ? "post" : "page";
    return {
      runs: RUNS,
      target: consoleTarget({
        name: manager,
        path: `/admin/${manager}`,
        fields: ["intent", "id", "locale"],
        plausible: [`@${kind}`, "delete", ...LOCALES],
        // The item, or (with a language other than English) its version in that language.
        valid: fc.constantFrom(...LOCALES).map((locale): Entry[] => [
          ["intent", "delete"],
          ["id", `@${kind}`],
          ["locale", locale],
        ]),
        pools: poolsOf(kind),
        tables: [websitePages, activityLog],
        invalidRows: storedPagesInvalid,
      }),
    };
  }),
  {
    // Creating a user hashes a password: fewer runs.
    runs: Math.ceil(RUNS / 3),
    target: consoleTarget({
      name: "users",
      path: "/admin/users",
      fields: ["intent", "id", "email", "name", "password", "role", "status"],
      plausible: ["@user", "create", "update", "delete", ...USER_ROLES, ...USER_STATUSES],
      valid: fc
        .record({
          intent: fc.constantFrom("create", "update", "delete"),
          email: fc.constantFrom("new.user@example.pk", "Other@Example.com", "x@y.pk"),
          name: fc.constantFrom("New User", ""),
          password: fc.constantFrom("", "long enough password"),
          role: fc.constantFrom(...USER_ROLES),
          status: fc.constantFrom(...USER_STATUSES),
        })
        .map(({ intent, ...fields }) =>
          entries({ intent, ...(intent === "create" ? fields : { ...fields, id: "@user" }) }),
        ),
      pools: poolsOf("user"),
      tables: [users, activityLog],
      async invalidRows(db) {
        const rows = await db.select().from(users);
        return problems([
          await adminStillIn(db),
          ...rows.map((user) => {
            const fields = updateUserSchema.safeParse(user);
            const email = createUserSchema.shape.email.safeParse(user.email);
            return (
              (!fields.success || !email.success || user.email !== user.email.toLowerCase()) &&
              `user ${user.email}: invalid`
            );
          }),
        ]);
      },
    }),
  },
  ...[
    { name: "leads", path: "/admin/leads", withId: true },
    { name: "lead detail", path: "/admin/leads/@lead", withId: false },
  ].map(({ name, path, withId }) => ({
    runs: RUNS,
    target: consoleTarget({
      name,
      path,
      fields: ["intent", "id", "status"],
      plausible: ["@lead", "set-status", "archive", "restore", "delete", ...LEAD_STATUSES],
      valid: fc
        .record({
          intent: fc.constantFrom("set-status", "set-status", "archive", "restore", "delete"),
          status: fc.constantFrom(...LEAD_STATUSES),
          count: fc.integer({ min: 1, max: 3 }),
        })
        .map(({ intent, status, count }) =>
          entries({
            intent,
            ...(intent === "set-status" ? { status } : {}),
            ...(withId ? { id: Array(intent === "set-status" ? 1 : count).fill("@lead") } : {}),
          }),
        ),
      pools: poolsOf("lead"),
      tables: [leads, activityLog],
      async invalidRows(db) {
        const stored = await db
          .select({
            status: leads.status,
            archived: sql<boolean>`${leads.deletedAt} is not null`,
            n: sql<number>`count(*)::int`,
          })
          .from(leads)
          .groupBy(leads.status, sql`${leads.deletedAt} is not null`);
        const counters = await db.select().from(leadCounts);
        return problems([
          ...stored.map(
            (group) =>
              !(LEAD_STATUSES as readonly string[]).includes(group.status) &&
              `lead status ${group.status}`,
          ),
          ...stored.map((group) => {
            const counter = counters.find(
              (row) => row.status === group.status && row.archived === group.archived,
            );
            return (
              counter?.n !== group.n && `lead_counts ${group.status}: ${counter?.n} != ${group.n}`
            );
          }),
        ]);
      },
    }),
  })),
  {
    runs: RUNS,
    target: consoleTarget({
      name: "media",
      path: "/admin/media",
      fields: ["intent", "id"],
      plausible: ["@media", "set-logo", "delete"],
      valid: fc
        .constantFrom("set-logo", "set-logo", "delete")
        .map((intent) => entries({ intent, id: "@media" })),
      pools: poolsOf("media"),
      tables: [mediaFiles, websiteConfig, activityLog],
      async invalidRows(db) {
        const [config] = await db.select().from(websiteConfig);
        const files = await db.select({ path: mediaFiles.filePath }).from(mediaFiles);
        return problems([
          config?.logoUrl != null &&
            !files.some((file) => file.path === config.logoUrl) &&
            `the logo ${config.logoUrl} is no stored file`,
        ]);
      },
    }),
  },
  {
    runs: RUNS,
    target: consoleTarget({
      name: "media upload",
      path: "/admin/media/upload",
      fields: ["file"],
      plausible: [],
      valid: fc.oneof(
        fc
          .constantFrom("logo.png", "логотип.png")
          .map((name): Entry[] => [
            ["file", new File([ONE_PIXEL_PNG], name, { type: "image/png" })],
          ]),
        corruptImages,
      ),
      tables: [mediaFiles, mediaFileContents, activityLog],
      async invalidRows(db) {
        const files = await db
          .select({ id: mediaFiles.id, type: mediaFiles.mimeType, size: mediaFiles.fileSize })
          .from(mediaFiles)
          .leftJoin(mediaFileContents, eq(mediaFileContents.mediaFileId, mediaFiles.id))
          .where(isNull(mediaFileContents.mediaFileId));
        const all = await db.select().from(mediaFiles);
        return problems([
          ...files.map((file) => `media ${file.id} has no bytes`),
          ...all.map(
            (file) =>
              (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.mimeType) ||
                file.fileSize > MAX_UPLOAD_BYTES) &&
              `media ${file.id}: ${file.mimeType}, ${file.fileSize} bytes`,
          ),
        ]);
      },
    }),
  },
];

describe("fuzzing the console actions", () => {
  for (const { target, runs } of targets) {
    it(
      `${target.name}: no server error, no half-valid row, nothing stored when refused`,
      () => fuzzTarget(app, tally, target, runs),
      180_000,
    );
  }
});
