// A bench's (or a comparison script's) command line, read the same way by each: `--name value`
// options, `--name` switches, and a first argument that is not an option (a commit).
const args = process.argv.slice(2);

/** The value given as `--name value`; `fallback` when the option or its value is missing. */
export function option(name: string): string | undefined;
export function option(name: string, fallback: string): string;
export function option(name: string, fallback?: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
}

/** `--name N` as a number, else `fallback`. */
export function numberOption(name: string, fallback: number): number {
  return Number(option(name) ?? fallback);
}

/** Whether `--name` was given. */
export function flag(name: string): boolean {
  return args.includes(name);
}

/** The first argument when it is not an option (`node bench/x.ts <commit> --rounds 5`). */
export function firstArgument(): string | undefined {
  const first = args[0];
  return first?.startsWith("--") ? undefined : first;
}

/** The arguments that are paths (`/`, `/pricing`). */
export function pathArguments(): string[] {
  return args.filter((arg) => arg.startsWith("/"));
}
