import { describe, expect, test } from "vitest";
import { importIconsDirectly } from "./lucide-icon-imports-plugin.ts";

const files = new Map([
  ["Bot", "bot"],
  ["BotIcon", "bot"],
  ["PanelLeftClose", "panel-left-close"],
]);

describe("importIconsDirectly", () => {
  test("imports each icon from its own module, keeping local names", () => {
    expect(
      importIconsDirectly(
        'import { Bot, PanelLeftClose as Close } from "lucide-react";\nuse(Bot, Close);',
        files,
      ),
    ).toBe(
      'import Bot from "lucide-react/icons/bot";import Close from "lucide-react/icons/panel-left-close";\nuse(Bot, Close);',
    );
  });

  test("leaves names that are not icons on the package import", () => {
    expect(
      importIconsDirectly(
        'import {\n  BotIcon,\n  createLucideIcon,\n} from "lucide-react";',
        files,
      ),
    ).toBe(
      'import BotIcon from "lucide-react/icons/bot";import { createLucideIcon } from "lucide-react";',
    );
  });

  test("leaves code without icon imports unchanged", () => {
    const code =
      'import { createLucideIcon } from "lucide-react";\nimport { Link } from "react-router";';
    expect(importIconsDirectly(code, files)).toBe(code);
  });
});
