// The chats besides WhatsApp (ADR 0048): a link each, on the contact page and in the footer,
// while Website Settings' social links name the page or account (offeredChatChannels).
export const OTHER_CHATS = [
  {
    channel: "messenger",
    network: "facebook",
    title: "chat.messenger",
    link: "chat.messageOnMessenger",
  },
  {
    channel: "instagram",
    network: "instagram",
    title: "chat.instagram",
    link: "chat.messageOnInstagram",
  },
] as const;
