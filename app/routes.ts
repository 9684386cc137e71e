import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("features", "routes/site/features.tsx"),
    route("pricing", "routes/site/pricing.tsx"),
    route("about", "routes/site/about.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("form", "routes/site/lead-form.tsx"),
    route("blog", "routes/site/blog.tsx"),
    route("blog/:slug", "routes/site/blog-post.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  route("admin-auth", "routes/admin/sign-in.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("leads", "routes/admin/leads.tsx"),
    route("leads/export", "routes/admin/leads-export.ts"),
    route("leads/:leadId", "routes/admin/lead-detail.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("pages", "routes/admin/pages.tsx"),
    route("pricing", "routes/admin/pricing.tsx"),
    route("theme", "routes/admin/theme.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("activity", "routes/admin/activity.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  route("blog/rss.xml", "routes/api/blog-feed.ts"),
] satisfies RouteConfig;
