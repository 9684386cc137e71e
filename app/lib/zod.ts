import { z } from "zod";

// Zod compiles its parsers with `new Function` when it may. The pages' Content-Security-Policy
// forbids eval, so the browser would report every attempt as a violation: parse without it.
z.config({ jitless: true });

export { z };
