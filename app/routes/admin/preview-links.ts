import { data } from "react-router";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import { DEFAULT_LOCALE, isLocale } from "#app/modules/i18n/locales.ts";
import { type PreviewLinkResult, previewPath } from "#app/modules/publishing/preview.ts";
import {
  createPreviewLink,
  isPageId,
  listPreviewLinks,
  revokePreviewLink,
} from "#app/modules/publishing/preview-links.server.ts";
import { siteOrigin } from "#app/modules/seo/seo.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/preview-links";

// GET /admin/preview-links/:pageId: a page's or post's share links (the Preview dialog).
// POST creates one (intent=create; its address is shown once) or revokes one (intent=revoke).

const GONE = "This item no longer exists";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requirePermission({ request, context }, "content.edit");
  const { db } = context.get(servicesContext);
  if (!isPageId(params.pageId)) return data({ ok: false as const, error: GONE }, 404);
  return { ok: true as const, links: await listPreviewLinks(db, params.pageId) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requirePermission({ request, context }, "content.edit");
  const { db, config } = context.get(servicesContext);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "create") {
    const link = await createPreviewLink(db, actor.id, params.pageId);
    if (!link) return data<PreviewLinkResult>({ ok: false, error: GONE }, 404);
    const locale = form.get("locale");
    const path = previewPath(link.token, isLocale(locale) ? locale : DEFAULT_LOCALE);
    const url = `${siteOrigin(request, config.PUBLIC_URL)}${path}`;
    return data<PreviewLinkResult>({ ok: true, intent, url, expiresAt: link.expiresAt });
  }
  const linkId = Number(form.get("link"));
  if (intent === "revoke" && (await revokePreviewLink(db, actor.id, params.pageId, linkId))) {
    return data<PreviewLinkResult>({ ok: true, intent });
  }
  return data<PreviewLinkResult>(
    { ok: false, error: "This link no longer exists or is already revoked" },
    404,
  );
}
