// Browsers as the visitor analytics see them. Headless Chromium names itself HeadlessChrome,
// which isbot rightly takes for a bot: a test visitor who must be counted poses as desktop Chrome.

export const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
