import { Calendar } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { useLocale, useTranslate } from "#app/modules/i18n/i18n.ts";
import { formatDate, localizedPath, requestLocale } from "#app/modules/i18n/locales.ts";
import { type PostFields, pictureOf } from "#app/modules/pages/post-fields.ts";
import { listPublishedPosts } from "#app/modules/pages/public-posts.server.ts";
import { metaTranslator, publicPageMeta } from "#app/modules/seo/page-meta.ts";
import { fillSitePlaceholders } from "#app/modules/site-config/site-placeholders.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/blog";
import { useSiteFacts } from "./section-page.tsx";

/** The posts written in the page's language: /ur/blog lists the Urdu ones only (ADR 0042). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    posts: await listPublishedPosts(context.get(servicesContext).db, requestLocale(request)),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, {
    path: "/blog",
    title: metaTranslator(matches)("nav.blog"),
    description: metaTranslator(matches)("meta.blogDescription"),
  });

/** A post's picture at the top of its card, when it has one. */
function CardPicture({ post }: { post: PostFields }) {
  const picture = pictureOf(post);
  return picture ? (
    <img
      src={picture}
      alt=""
      width={640}
      height={320}
      loading="lazy"
      className="aspect-[2/1] w-full rounded-lg object-cover"
    />
  ) : null;
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const locale = useLocale();
  // A post's title and excerpt say the site's placeholders as its page does (ADR 0052).
  const facts = useSiteFacts();
  const filled = (text: string) => fillSitePlaceholders(text, facts, locale);
  const posts = loaderData.posts.map((post) => ({
    ...post,
    title: filled(post.title),
    excerpt: filled(post.excerpt),
  }));
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("nav.blog")}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{t("blog.intro")}</p>
      </header>

      {posts.length === 0 ? (
        <div className="mt-14 rounded-xl border border-dashed p-12 text-center">
          <h2 className="text-xl font-semibold">{t("blog.empty")}</h2>
          <p className="mt-2 text-muted-foreground">{t("blog.emptyHint")}</p>
        </div>
      ) : (
        <ul className="mt-14 grid gap-8 md:grid-cols-2">
          {posts.map((post) => (
            <li key={post.slug}>
              <Card className="relative h-full transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
                <CardContent className="flex h-full flex-col gap-3 p-6">
                  <CardPicture post={post} />
                  <p className="flex items-center gap-2 text-sm text-muted-foreground">
                    <Calendar className="size-4" aria-hidden="true" />
                    <time dateTime={post.publishedAt}>
                      {locale === "en" ? post.publishedOn : formatDate(locale, post.publishedAt)}
                    </time>
                  </p>
                  {/* Posts are content in their own language: their own direction. */}
                  <h2 dir="auto" className="text-xl font-semibold leading-snug">
                    <Link
                      to={localizedPath(locale, post.path)}
                      className="outline-none after:absolute after:inset-0 hover:underline"
                    >
                      {post.title}
                    </Link>
                  </h2>
                  <p dir="auto" className="flex-1 text-muted-foreground">
                    {post.excerpt}
                  </p>
                  {post.tags.length > 0 ? (
                    <ul className="flex flex-wrap gap-2" aria-label={t("blog.tags")}>
                      {post.tags.map((tag) => (
                        <li key={tag}>
                          <Badge variant="secondary" dir="auto">
                            {tag}
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
