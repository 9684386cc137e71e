import { MessageCircle } from "lucide-react";
import { useLocation } from "react-router";
import { chatStartPath } from "#app/modules/chat/chat-start-path.ts";
import { useTranslate } from "#app/modules/i18n/i18n.ts";

/**
 * The floating "Chat on WhatsApp" link in the page's end corner (right in English, left in
 * Urdu): a plain link to GET /chat/whatsapp, which ties the chat to the visit and sends the
 * browser on (docs/decisions/0046-chat-links-tied-to-visits.md), so it needs no script. On a
 * phone only its round icon shows, its text kept as the link's name, small and close to the
 * edge: in the margin beside the page's full-width buttons (the hero's, a form's submit).
 */
export function ChatButton() {
  const t = useTranslate();
  const { pathname } = useLocation();
  return (
    <a
      href={chatStartPath("whatsapp", pathname)}
      rel="nofollow"
      data-chat-button=""
      className="fixed bottom-4 end-1 z-40 inline-flex size-9 items-center justify-center gap-2 rounded-full bg-[#075e54] text-white shadow-lg outline-none transition-colors hover:bg-[#054c44] focus-visible:ring-[3px] focus-visible:ring-[#075e54]/60 focus-visible:ring-offset-1 print:hidden sm:end-4 sm:size-auto sm:px-5 sm:py-3"
    >
      <MessageCircle aria-hidden="true" className="size-5 shrink-0 sm:size-6" />
      <span className="sr-only font-medium sm:not-sr-only">{t("chat.button")}</span>
    </a>
  );
}
