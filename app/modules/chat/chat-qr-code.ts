import { renderSVG } from "uqr";

/**
 * A chat's address as a QR code: an SVG document of shapes only, dark on white with the
 * standard quiet zone of four modules, so a phone's camera reads it on a dark page too.
 */
export function chatQrCode(location: string): string {
  return renderSVG(location, { border: 4 });
}
