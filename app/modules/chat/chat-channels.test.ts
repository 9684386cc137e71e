import { describe, expect, it } from "vitest";
import {
  instagramAccountOf,
  instagramChatUrl,
  messengerChatUrl,
  messengerPageOf,
  offeredChatChannels,
} from "./chat-channels.ts";

describe("the Messenger page from the Facebook link", () => {
  it("reads a page's name or its numeric id, however the address is written", () => {
    expect(messengerPageOf("https://www.facebook.com/dmflow.pk")).toBe("dmflow.pk");
    expect(messengerPageOf("facebook.com/dmflow/")).toBe("dmflow");
    expect(messengerPageOf("https://m.facebook.com/dmflow?ref=bookmarks")).toBe("dmflow");
    expect(messengerPageOf("https://www.facebook.com/profile.php?id=100012345678")).toBe(
      "100012345678",
    );
    expect(messengerPageOf("https://m.me/dmflow")).toBe("dmflow");
  });

  it("finds none in a group, a post, another site or nothing", () => {
    expect(messengerPageOf("https://facebook.com/groups/lahore-sellers")).toBeNull();
    expect(messengerPageOf("https://www.facebook.com/profile.php")).toBeNull();
    expect(messengerPageOf("https://facebook.com/")).toBeNull();
    expect(messengerPageOf("https://notfacebook.com/dmflow")).toBeNull();
    expect(messengerPageOf(undefined)).toBeNull();
  });
});

describe("the Instagram account from its link", () => {
  it("reads the account, and none from a post or another site", () => {
    expect(instagramAccountOf("https://www.instagram.com/dmflow.pk/")).toBe("dmflow.pk");
    expect(instagramAccountOf("instagram.com/dm_flow")).toBe("dm_flow");
    expect(instagramAccountOf("https://instagram.com/p/Cx1abc/")).toBeNull();
    expect(instagramAccountOf("https://example.com/dmflow")).toBeNull();
    expect(instagramAccountOf("")).toBeNull();
  });
});

describe("the chats offered", () => {
  const config = {
    chatButton: true,
    whatsappNumber: "0300 1234567",
    phone: "",
    socialLinks: {
      facebook: "https://facebook.com/dmflow",
      instagram: "https://instagram.com/dmflow",
    },
  };

  it("are WhatsApp with a valid number and the switch on, then each social chat named", () => {
    expect(offeredChatChannels(config)).toEqual(["whatsapp", "messenger", "instagram"]);
    expect(offeredChatChannels({ ...config, chatButton: false })).toEqual([
      "messenger",
      "instagram",
    ]);
    expect(offeredChatChannels({ ...config, whatsappNumber: "12", socialLinks: {} })).toEqual([]);
  });

  it("open m.me with the code as its ref, and ig.me with none", () => {
    expect(messengerChatUrl("dmflow", "K7Q2X")).toBe("https://m.me/dmflow?ref=K7Q2X");
    expect(instagramChatUrl("dmflow.pk")).toBe("https://ig.me/m/dmflow.pk");
  });
});
