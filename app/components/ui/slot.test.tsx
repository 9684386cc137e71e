import { createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Slot } from "./slot.tsx";

describe("Slot", () => {
  it("renders the child element with the slot's props, the child's own winning", () => {
    expect(
      renderToStaticMarkup(
        <Slot className="btn" title="slot" aria-label="slot">
          <a href="/form" className="wide" title="child">
            Get Started
          </a>
        </Slot>,
      ),
    ).toBe('<a href="/form" class="btn wide" title="child" aria-label="slot">Get Started</a>');
  });

  it("merges styles", () => {
    expect(
      renderToStaticMarkup(
        <Slot style={{ color: "red", margin: 0 }}>
          <h2 style={{ color: "blue" }}>Title</h2>
        </Slot>,
      ),
    ).toBe('<h2 style="color:blue;margin:0">Title</h2>');
  });

  it("runs both event handlers, the child's first, and sets both refs", () => {
    const calls: string[] = [];
    const slotRef = createRef<unknown>();
    const childRef = vi.fn();
    const element = Slot({
      onClick: () => calls.push("slot"),
      ref: slotRef,
      children: <button type="button" onClick={() => calls.push("child")} ref={childRef} />,
    });
    const props = element?.props as { onClick: () => void; ref: (node: unknown) => void };
    props.onClick();
    props.ref("node");
    expect(calls).toEqual(["child", "slot"]);
    expect(slotRef.current).toBe("node");
    expect(childRef).toHaveBeenCalledWith("node");
  });

  it("renders nothing without a single element child", () => {
    expect(renderToStaticMarkup(<Slot>text</Slot>)).toBe("");
  });
});
