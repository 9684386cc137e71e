import { MessageCircle, QrCode } from "lucide-react";
import { useLocation } from "react-router";
import { type ReplyNote, replyNoteAt } from "#app/modules/business-hours/reply-note-at.ts";
import { chatQrPath, chatStartPath } from "#app/modules/chat/chat-start-path.ts";
import { useTranslate } from "#app/modules/i18n/i18n.ts";

/**
 * The floating "Chat on WhatsApp" link in the page's end corner (right in English, left in
 * Urdu): a plain link to GET /chat/whatsapp, which ties the chat to the visit and sends the
 * browser on (docs/decisions/0046-chat-links-tied-to-visits.md), so it needs no script. On a
 * phone only its round icon shows, its text kept as the link's name, small and close to the
 * edge: in the margin beside the page's full-width buttons (the hero's, a form's submit).
 *
 * On a wide screen a disclosure beside it shows the same chat as a QR code to scan with a
 * phone, fetched per visit only once opened (a closed disclosure's lazy image is not loaded);
 * outside the business hours the link says when the team replies, the page's script keeping
 * that true on a page kept in the cache (docs/decisions/0049-chat-qr-code-and-business-hours.md).
 */
export function ChatButton({ replyNotes }: { replyNotes: readonly ReplyNote[] }) {
  const t = useTranslate();
  const { pathname } = useLocation();
  // Drawn on the server only (public pages are not hydrated, ADR 0009).
  const note = replyNoteAt(replyNotes, Date.now());
  return (
    <div className="fixed bottom-4 end-1 z-40 flex items-end gap-3 print:hidden sm:end-4">
      <details data-chat-qr="" className="relative hidden lg:block">
        <summary
          title={t("chat.qrButton")}
          className="flex size-12 cursor-pointer list-none items-center justify-center rounded-full border border-[#075e54]/30 bg-white text-[#075e54] shadow-lg outline-none transition-colors hover:bg-[#e7f3f1] focus-visible:ring-[3px] focus-visible:ring-[#075e54]/60 focus-visible:ring-offset-1 [&::-webkit-details-marker]:hidden"
        >
          <QrCode aria-hidden="true" className="size-6" />
          <span className="sr-only">{t("chat.qrButton")}</span>
        </summary>
        <div className="absolute end-0 bottom-full mb-3 w-64 rounded-xl border border-border bg-card p-4 text-center text-card-foreground shadow-xl">
          <p className="font-medium">{t("chat.qrButton")}</p>
          {/* A background image, not an <img>: Chromium loads a lazy image at once when
              script is off, a background only once the disclosure is open and it is drawn. */}
          <div
            role="img"
            aria-label={t("chat.qrAlt")}
            style={{ backgroundImage: `url(${chatQrPath("whatsapp", pathname)})` }}
            className="mx-auto mt-3 size-50 rounded-md bg-white bg-contain bg-center bg-no-repeat"
          />
          <p className="mt-3 text-sm text-muted-foreground">{t("chat.qrHint")}</p>
        </div>
      </details>
      <div className="flex flex-col items-end gap-1.5">
        {replyNotes.length > 0 ? (
          <p
            id="chat-reply-note"
            data-reply-notes={JSON.stringify(replyNotes)}
            hidden={note === null}
            // max-sm, not sr-only with sm:not-sr-only: that one resets the padding.
            className="rounded-full border border-border bg-card px-3 py-1 text-xs text-card-foreground shadow-md max-sm:sr-only"
          >
            {note}
          </p>
        ) : null}
        <a
          href={chatStartPath("whatsapp", pathname)}
          rel="nofollow"
          data-chat-button=""
          // The note, when shown, describes the link; its name stays the button's text.
          aria-describedby={replyNotes.length > 0 ? "chat-reply-note" : undefined}
          className="inline-flex size-9 items-center justify-center gap-2 rounded-full bg-[#075e54] text-white shadow-lg outline-none transition-colors hover:bg-[#054c44] focus-visible:ring-[3px] focus-visible:ring-[#075e54]/60 focus-visible:ring-offset-1 sm:size-auto sm:px-5 sm:py-3"
        >
          <MessageCircle aria-hidden="true" className="size-5 shrink-0 sm:size-6" />
          <span className="sr-only font-medium sm:not-sr-only">{t("chat.button")}</span>
        </a>
      </div>
    </div>
  );
}
