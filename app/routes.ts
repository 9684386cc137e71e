import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { TRANSLATED_LOCALES } from "./modules/i18n/locales.ts";

/** The public pages; `idPrefix` tells a language's copy of them apart. */
function sitePages(idPrefix: string) {
  const id = (name: string) => (idPrefix ? { id: `${idPrefix}${name}` } : {});
  return [
    index("routes/site/home.tsx", id("home")),
    route("features", "routes/site/features.tsx", id("features")),
    route("pricing", "routes/site/pricing.tsx", id("pricing")),
    route("about", "routes/site/about.tsx", id("about")),
    route("contact", "routes/site/contact.tsx", id("contact")),
    route("form", "routes/site/lead-form.tsx", id("lead-form")),
    route("book", "routes/site/book.tsx", id("book")),
    // The same module for one host's page: its own id in every language.
    route("book/:host", "routes/site/book.tsx", { id: `${idPrefix}book-host` }),
    route("book/reschedule/:token", "routes/site/book-reschedule.tsx", id("book-reschedule")),
    route("book/cancel/:token", "routes/site/book-cancel.tsx", id("book-cancel")),
    route("blog", "routes/site/blog.tsx", id("blog")),
    route("blog/:slug", "routes/site/blog-post.tsx", id("blog-post")),
  ];
}

export default [
  layout("routes/site/layout.tsx", [
    ...sitePages(""),
    route("preview/:key", "routes/site/preview.tsx"),
    // Content pages at their slugs; any other path is the 404.
    route("*", "routes/site/content-page.tsx"),
  ]),
  // The same pages in every other language, under its prefix (ADR 0019, ADR 0035): the route
  // modules read the locale from the URL.
  ...TRANSLATED_LOCALES.map((locale) =>
    route(locale, "routes/site/layout.tsx", { id: `${locale}/layout` }, [
      ...sitePages(`${locale}/`),
      // The page editor's live preview in that language (the site's chrome too); nothing else.
      route("preview/:key", "routes/site/preview.tsx", { id: `${locale}/preview` }),
      route("*", "routes/site/content-page.tsx", { id: `${locale}/content-page` }),
    ]),
  ),
  // Sign-in in steps (ADR 0034): the password, the code with two-factor on, a passkey.
  route("admin-auth", "routes/admin/sign-in.tsx"),
  route("admin-auth/two-factor", "routes/admin/sign-in-two-factor.tsx"),
  route("admin-auth/passkey", "routes/admin/sign-in-passkey.ts"),
  route("admin-auth/forgot", "routes/admin/forgot-password.tsx"),
  route("admin-auth/reset", "routes/admin/reset-password.tsx"),
  route("admin-auth/link", "routes/admin/sign-in-link.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("analytics/export", "routes/admin/analytics-export.ts"),
    route("leads", "routes/admin/leads.tsx"),
    route("leads/export", "routes/admin/leads-export.ts"),
    route("leads/privacy", "routes/admin/lead-privacy.tsx"),
    route("leads/privacy/export", "routes/admin/lead-privacy-export.ts"),
    route("leads/from-chat", "routes/admin/lead-from-chat.tsx"),
    route("leads/:leadId", "routes/admin/lead-detail.tsx"),
    route("bookings", "routes/admin/bookings.tsx"),
    route("bookings/availability", "routes/admin/booking-availability.tsx"),
    route("bookings/:bookingId", "routes/admin/booking-detail.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("pages", "routes/admin/pages.tsx"),
    route("pages/:pageId", "routes/admin/page-editor.tsx"),
    // The same editor for a blog post (docs/product.md#page-editor), under its own address for the sidebar.
    route("posts/:pageId", "routes/admin/page-editor.tsx", { id: "admin/post-editor" }),
    route("pricing", "routes/admin/pricing.tsx", [
      // The plan editor, a dialog over the grid: a new plan, or one by its id.
      route("new", "routes/admin/pricing-plan.tsx", { id: "admin/pricing/new" }),
      route(":planId", "routes/admin/pricing-plan.tsx", { id: "admin/pricing/plan" }),
    ]),
    route("theme", "routes/admin/theme.tsx"),
    route("media", "routes/admin/media.tsx"),
    route("media/upload", "routes/admin/media-upload.ts"),
    route("content", "routes/admin/pages-manager.tsx", { id: "admin/content" }, [
      // The page editor, a dialog over the list: a new page or post, or a page by its id.
      route("new", "routes/admin/pages-manager-item.tsx", { id: "admin/content/new" }),
      route(":pageId", "routes/admin/pages-manager-item.tsx", { id: "admin/content/item" }),
    ]),
    // The same manager for blog posts, its address telling the modules which kind it lists.
    route("blog", "routes/admin/pages-manager.tsx", { id: "admin/blog" }, [
      route("new", "routes/admin/pages-manager-item.tsx", { id: "admin/blog/new" }),
      route(":pageId", "routes/admin/pages-manager-item.tsx", { id: "admin/blog/item" }),
    ]),
    route("revisions/:pageId", "routes/admin/page-revisions.ts"),
    route("preview-links/:pageId", "routes/admin/preview-links.ts"),
    route("autosave", "routes/admin/autosave.ts"),
    route("translations", "routes/admin/translations.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("activity", "routes/admin/activity.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("reauthenticate", "routes/admin/reauthenticate.ts"),
    route("logout", "routes/admin/logout.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  route("events", "routes/api/events.ts"),
  route("lead-challenge", "routes/api/lead-challenge.ts"),
  // A booking's invitation file, opened by its reschedule link's secret (any language's page).
  route("book/reschedule/:token/invite.ics", "routes/site/book-invite.ts"),
  route("page-view", "routes/api/page-view.ts"),
  route("chat/:channel", "routes/api/chat.ts"),
  route("chat/:channel/qr.svg", "routes/api/chat-qr.ts"),
  route("media/*", "routes/api/media.ts"),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  route("blog/rss.xml", "routes/api/blog-feed.ts"),
  route("calendar/:feedFile", "routes/api/calendar-feed.ts"),
  ...TRANSLATED_LOCALES.map((locale) =>
    route(`${locale}/blog/rss.xml`, "routes/api/blog-feed.ts", { id: `${locale}/blog-feed` }),
  ),
] satisfies RouteConfig;
