import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.1 A and AA, and axe's best practices. */
const WCAG_21 = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Serious or critical axe findings on the page as it is now, each with where it is: of the
 * whole page, or of the part `include` selects; WCAG 2.1 A and AA and best practice, with
 * WCAG 2.2 AA's rules too (the target size among them) when `wcag22` is asked.
 */
export async function seriousViolations(
  page: Page,
  { include, wcag22 = false }: { include?: string; wcag22?: boolean } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(wcag22 ? [...WCAG_21, "wcag22aa"] : WCAG_21);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
