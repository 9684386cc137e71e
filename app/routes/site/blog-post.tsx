import { ArrowLeft, Calendar } from "lucide-react";
import { data, Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { getPublishedPost } from "#app/modules/blog/blog.server.ts";
import { postPath } from "#app/modules/blog/blog.ts";
import { publicPageMeta, rootDataFrom } from "#app/modules/seo/page-meta.ts";
import { absoluteUrl, blogPostingJsonLd } from "#app/modules/seo/seo.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/blog-post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await getPublishedPost(context.get(servicesContext).db, params.slug);
  // A missing post renders its own view, with a real 404 status for crawlers.
  return data({ post }, { status: post ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const post = loaderData?.post;
  if (!post) {
    return [{ title: "Post Not Found" }, { name: "robots", content: "noindex" }];
  }
  const root = rootDataFrom(matches);
  const origin = root?.origin ?? "";
  const image = post.featuredImage ?? root?.site.logoUrl ?? "/apple-touch-icon.png";
  return publicPageMeta(matches, {
    path: postPath(`blog/${params.slug}`),
    title: post.metaTitle,
    description: post.metaDescription,
    image: post.featuredImage,
    type: "article",
    structuredData: [
      blogPostingJsonLd({
        title: post.title,
        description: post.metaDescription,
        url: absoluteUrl(origin, post.path),
        image: absoluteUrl(origin, image),
        publishedAt: post.publishedAt,
        updatedAt: post.updatedAt,
        publisher: root?.site.siteTitle ?? "",
      }),
    ],
  });
};

function BackToBlog() {
  return (
    <Link to="/blog" className={buttonVariants({ variant: "ghost", size: "sm" })}>
      <ArrowLeft aria-hidden="true" /> Back to Blog
    </Link>
  );
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
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
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <BackToBlog />
      <header className="mt-6">
        <h1 className="text-3xl font-bold leading-tight tracking-tight sm:text-5xl">
          {post.title}
        </h1>
        <p className="mt-4 flex items-center gap-2 text-muted-foreground">
          <Calendar className="size-4" aria-hidden="true" />
          <time dateTime={post.publishedAt}>{post.publishedOn}</time>
        </p>
        {post.tags.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      {post.featuredImage ? (
        <img
          src={post.featuredImage}
          alt=""
          width={1200}
          height={600}
          className="mt-8 aspect-[2/1] w-full rounded-xl object-cover"
        />
      ) : null}
      <div
        className="prose-content mt-10"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by an allow-list on the server (sanitizeRichText)
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
    </article>
  );
}
