import { data } from "react-router";
import { BackToBlog, PostArticle } from "#app/components/site/post-article.tsx";
import { postPath } from "#app/modules/blog/blog.ts";
import { useLocale } from "#app/modules/i18n/i18n.ts";
import {
  formatDate,
  type LanguageVersions,
  localizedPath,
  requestLocale,
} from "#app/modules/i18n/locales.ts";
import { pictureOf } from "#app/modules/pages/post-fields.ts";
import { getPublishedPost } from "#app/modules/pages/public-posts.server.ts";
import { publicPageMeta, rootDataFrom } from "#app/modules/seo/page-meta.ts";
import { absoluteUrl, blogPostingJsonLd } from "#app/modules/seo/seo.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/blog-post";
import { useSiteFacts } from "./section-page.tsx";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // A post is found among those written in the URL's language: an English-only post has no
  // Urdu URL (ADR 0042).
  const locale = requestLocale(request);
  const post = await getPublishedPost(context.get(servicesContext).db, params.slug, locale);
  // The switcher leads to the post's other version, else to the other language's blog.
  const languageVersions: LanguageVersions | undefined = post
    ? { paths: post.versions, fallback: "/blog" }
    : undefined;
  // A missing post renders its own view, with a real 404 status for crawlers.
  return data({ post, languageVersions }, { status: post ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const post = loaderData?.post;
  if (!post) {
    return [{ title: "Post Not Found" }, { name: "robots", content: "noindex" }];
  }
  const root = rootDataFrom(matches);
  const origin = root?.origin ?? "";
  const picture = pictureOf(post);
  const image = picture ?? root?.site.logoUrl ?? "/apple-touch-icon.png";
  return publicPageMeta(matches, {
    path: postPath(`blog/${params.slug}`),
    title: post.seo.title,
    description: post.seo.description,
    image: picture,
    type: "article",
    versions: post.versions,
    structuredData: [
      blogPostingJsonLd({
        title: post.title,
        description: post.seo.description,
        url: absoluteUrl(origin, localizedPath(post.locale, post.path)),
        image: absoluteUrl(origin, image),
        publishedAt: post.publishedAt,
        updatedAt: post.updatedAt,
        publisher: root?.site.siteTitle ?? "",
      }),
    ],
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const locale = useLocale();
  const facts = useSiteFacts();
  if (!post) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold">Post Not Found</h1>
        <p className="mt-3 text-muted-foreground">
          The blog post you're looking for doesn't exist or has been removed.
        </p>
        <div className="mt-8">
          <BackToBlog />
        </div>
      </div>
    );
  }
  return (
    <PostArticle
      post={post}
      facts={facts}
      date={{
        iso: post.publishedAt,
        text: locale === "en" ? post.publishedOn : formatDate(locale, post.publishedAt),
      }}
    />
  );
}
