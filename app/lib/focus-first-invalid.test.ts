import { describe, expect, it, vi } from "vitest";
import { focusFirstInvalid } from "./focus-first-invalid.ts";

// The unit tests run without a DOM: the container is a plain object with the part the helper
// uses; the e2e specs cover real forms.

function containerHolding(invalid: { focus: () => void } | null) {
  const querySelector = vi.fn(() => invalid);
  return { container: { querySelector } as unknown as ParentNode, querySelector };
}

describe("focusFirstInvalid", () => {
  it("focuses the first field marked invalid and says it found one", () => {
    const field = { focus: vi.fn() };
    const { container, querySelector } = containerHolding(field);
    expect(focusFirstInvalid(container)).toBe(true);
    expect(querySelector).toHaveBeenCalledWith('[aria-invalid="true"]');
    expect(field.focus).toHaveBeenCalledOnce();
  });

  it("says there was none when no field is marked invalid", () => {
    expect(focusFirstInvalid(containerHolding(null).container)).toBe(false);
  });

  it("finds none without a container", () => {
    expect(focusFirstInvalid(null)).toBe(false);
    expect(focusFirstInvalid(undefined)).toBe(false);
  });
});
