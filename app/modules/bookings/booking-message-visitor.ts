import { translator } from "#app/modules/i18n/i18n.ts";
import { leftToRight } from "#app/modules/i18n/left-to-right.ts";
import { LOCALE_INFO } from "#app/modules/i18n/locale-info.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import {
  asHtml,
  type BookingForMessage,
  type BookingMessage,
  bookingInvite,
  changeLinks,
  type MessageContext,
  type MessageStage,
  meetingPlace,
  meetingTimeParts,
} from "./booking-message-parts.ts";
import { googleCalendarLink, outlookCalendarLink } from "./calendar-links.ts";
import { placeText } from "./meeting-invite.ts";

// The visitor's e-mail about their demo, in the language they booked in (the catalogues'
// `bookingEmail`): the time in their zone and the host's, the place, the invitation attached,
// "add to calendar" links and, while the meeting is ahead, the links to move or cancel it.

// Urdu is written in Nastaliq where the reader's system has it; its tall letters need the room.
const BODY_STYLE = {
  ltr: "font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;max-width:600px",
  rtl: "font-family:'Noto Nastaliq Urdu','Jameel Noori Nastaleeq',Tahoma,sans-serif;font-size:16px;line-height:2.2;max-width:600px",
} as const;

/** The meeting's time in `timeZone`, as the visitor reads it. */
function whenIn(booking: BookingForMessage, timeZone: string): string {
  const t = translator(booking.locale);
  const parts = meetingTimeParts(booking.locale, booking, timeZone);
  return t("bookingEmail.when", {
    date: parts.date,
    times: leftToRight(booking.locale, `${parts.start} – ${parts.end}`),
    zone: parts.zone,
  });
}

/** Where the meeting happens, as one sentence. */
function placeSentence(booking: BookingForMessage): string | undefined {
  const t = translator(booking.locale);
  const ltr = (value: string) => leftToRight(booking.locale, value);
  const place = meetingPlace(booking);
  const host = booking.host?.name ?? "";
  if (!place) return booking.host ? t("bookingEmail.place.hostCallsYouLater", { host }) : undefined;
  // A link is left as it is, never isolated: a mail program's autolink would take the isolate
  // characters into it; a line's trailing link is read left to right without them.
  if (place.kind === "video") return t("bookingEmail.place.video", { link: place.url });
  if (place.kind === "address") return t("bookingEmail.place.address", { address: place.address });
  return booking.host?.place.details
    ? t("bookingEmail.place.hostCalls", { host, number: ltr(place.number) })
    : t("bookingEmail.place.hostCallsYou", { host, number: ltr(place.number) });
}

/** The visitor's e-mail of `stage`, with its invitation. */
export function visitorBookingMessage(
  booking: BookingForMessage,
  stage: MessageStage,
  context: MessageContext,
): BookingMessage {
  const t = translator(booking.locale);
  const ltr = (value: string) => leftToRight(booking.locale, value);
  const site = context.siteTitle;
  const host = booking.host?.name ?? site;
  const parts = meetingTimeParts(booking.locale, booking, booking.timeZone);
  const cancelled = stage === "cancellation";
  const otherZone = booking.host?.timeZone !== booking.timeZone ? booking.host?.timeZone : null;
  const rows: [label: string, value: string | undefined][] = [
    [t("bookingEmail.yourTime"), whenIn(booking, booking.timeZone)],
    [t("bookingEmail.hostTime", { host }), otherZone ? whenIn(booking, otherZone) : undefined],
    [t("bookingEmail.where"), cancelled ? undefined : placeSentence(booking)],
  ];
  const details = rows.filter((row): row is [string, string] => Boolean(row[1]));
  const summary = t("bookingEmail.meetingTitle", { site, host });
  const links = changeLinks(booking, context);
  const calendarEvent = {
    title: summary,
    start: booking.startsAt.getTime(),
    end: booking.endsAt.getTime(),
    location: placeText(meetingPlace(booking)),
  };
  const bookAgain = `${context.siteUrl}${localizedPath(booking.locale, "/book")}`;

  const paragraphs: { text: string; links?: [label: string, url: string][] }[] = [
    { text: t("bookingEmail.greeting", { name: booking.lead.name }) },
    { text: t(`bookingEmail.intro.${stage}`, { host }) },
    { text: details.map(([label, value]) => `${label}: ${value}`).join("\n") },
    ...(cancelled
      ? [
          ...(booking.cancelReason
            ? [{ text: t("bookingEmail.reason", { reason: booking.cancelReason }) }]
            : []),
          { text: t("bookingEmail.bookAgain", { link: bookAgain }) },
        ]
      : [
          {
            text: "",
            links: [
              [t("bookingEmail.addToGoogle"), googleCalendarLink(calendarEvent)],
              [t("bookingEmail.addToOutlook"), outlookCalendarLink(calendarEvent)],
            ] as [string, string][],
          },
          {
            text: t("bookingEmail.changeIntro"),
            links: [
              [t("bookingEmail.reschedule"), links.reschedule],
              [t("bookingEmail.cancel"), links.cancel],
            ] as [string, string][],
          },
        ]),
    { text: t("bookingEmail.signOff", { site }) },
  ];

  const text = paragraphs
    .map(({ text, links = [] }) =>
      [text, ...links.map(([label, url]) => `${label}: ${url}`)].filter(Boolean).join("\n"),
    )
    .join("\n\n");
  const { dir, lang } = LOCALE_INFO[booking.locale];
  const html = [
    `<div dir="${dir}" lang="${lang}" style="${BODY_STYLE[dir]}">`,
    ...paragraphs.map(({ text, links = [] }) => {
      const lines = text ? text.split("\n").map(asHtml) : [];
      const anchors = links.map(([label, url]) => `<a href="${asHtml(url)}">${asHtml(label)}</a>`);
      return `<p>${[...lines, ...(anchors.length ? [anchors.join(" &middot; ")] : [])].join("<br>")}</p>`;
    }),
    "</div>",
  ].join("");

  const subjectWhen = t("bookingEmail.subjectWhen", { date: parts.date, time: ltr(parts.start) });
  return {
    to: [booking.lead.email],
    ...(booking.host ? { replyTo: booking.host.email } : {}),
    subject: t(`bookingEmail.subject.${stage}`, { site, when: subjectWhen }),
    text,
    html,
    invite: bookingInvite(
      booking,
      stage,
      {
        summary,
        description: cancelled
          ? t("bookingEmail.intro.cancellation", { host })
          : [
              t("bookingEmail.changeIntro"),
              `${t("bookingEmail.reschedule")}: ${links.reschedule}`,
              `${t("bookingEmail.cancel")}: ${links.cancel}`,
            ].join("\n"),
      },
      context,
    ),
  };
}
