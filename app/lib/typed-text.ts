import { withoutControlCharacters } from "./control-characters.ts";
import { z } from "./zod.ts";

// The zod string of every text a form stores (a console screen's or a visitor's), in place of
// z.string(): without control characters (control-characters.ts: no one types them, XML 1.0
// cannot carry them, so one in a title broke the blog's feed), and with a lone half of a
// surrogate pair as U+FFFD (PostgreSQL's jsonb refuses it, failing the whole save). Chain
// .trim(), .max() and the rest as the field needs: they see the text as it will be stored.

/**
 * A typed text's schema. `multiLine` keeps tabs and line breaks (a description, a note, rich
 * text); `error` is the message for a value that is not a text at all (a missing field).
 */
export function typedText({
  multiLine = false,
  error,
}: {
  multiLine?: boolean;
  error?: string;
} = {}) {
  return z
    .string({ error })
    .overwrite((text) =>
      withoutControlCharacters(text, { keepLineBreaks: multiLine }).toWellFormed(),
    );
}
