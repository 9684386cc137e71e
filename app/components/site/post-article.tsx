import { ArrowLeft, Calendar } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { POST_TEXT_SECTION_ID } from "#app/modules/blog/post-body.ts";
import { useLocale, useTranslate } from "#app/modules/i18n/i18n.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import { type PostFields, pictureOf } from "#app/modules/pages/post-fields.ts";
import {
  fillSitePlaceholders,
  type SiteFacts,
} from "#app/modules/site-config/site-placeholders.ts";
import { useEditMarks } from "./sections/edit-marks.tsx";

export function BackToBlog() {
  const t = useTranslate();
  return (
    <Link
      to={localizedPath(useLocale(), "/blog")}
      className={buttonVariants({ variant: "ghost", size: "sm" })}
    >
      <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" /> {t("blog.back")}
    </Link>
  );
}

/**
 * A blog post as the site shows it (and its preview): back link, title, date, tags, featured
 * image and the sanitized body. A page's preview leaves out the date and the back link.
 */
export function PostArticle({
  post,
  date,
  facts,
}: {
  /** The post's texts in one language and its own fields (post-fields.ts). */
  post: PostFields & { title: string; tags: string[]; html: string };
  date: { iso: string; text: string } | null;
  /** The site's facts its placeholders say (the root loader's), absent while it has none. */
  facts: SiteFacts | undefined;
}) {
  const picture = pictureOf(post);
  const t = useTranslate();
  // A post says the site's placeholders as any page does (ADR 0052), in its language.
  const locale = useLocale();
  const filled = (text: string, html = false) =>
    facts ? fillSitePlaceholders(text, facts, locale, { html }) : text;
  const { tags } = post;
  const title = filled(post.title);
  const html = filled(post.html, true);
  // In the page editor's preview the body is the post's one Text section (docs/product.md#page-editor).
  const marks = useEditMarks(POST_TEXT_SECTION_ID);
  return (
    <article {...marks.section()} className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      {date ? <BackToBlog /> : null}
      <header className={date ? "mt-6" : undefined}>
        {/* The post is content in its own language: its own direction. */}
        <h1 dir="auto" className="text-3xl font-bold leading-tight tracking-tight sm:text-5xl">
          {title}
        </h1>
        {date ? (
          <p className="mt-4 flex items-center gap-2 text-muted-foreground">
            <Calendar className="size-4" aria-hidden="true" />
            <time dateTime={date.iso}>{date.text}</time>
          </p>
        ) : null}
        {tags.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("blog.tags")}>
            {tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary" dir="auto">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      {picture ? (
        <img
          src={picture}
          alt=""
          width={1200}
          height={600}
          className="mt-8 aspect-[2/1] w-full rounded-xl object-cover"
        />
      ) : null}
      <div
        dir="auto"
        {...marks.field("body", "richText")}
        className="prose-content mt-10"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by an allow-list on the server (sanitizeRichText)
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
