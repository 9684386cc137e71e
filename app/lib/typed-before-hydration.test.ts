import { describe, expect, it, vi } from "vitest";
import {
  noteTypingBeforeHydration,
  renderedValue,
  replayTypingBeforeHydration,
  type TypableField,
} from "./typed-before-hydration.ts";

// The unit tests run without a DOM: fields and the page are plain objects with the parts the
// helpers use. The e2e spec typed-before-hydration.mutating.spec.ts covers real hydration,
// with React's change tracking.

type FakeField = TypableField & { events: string[]; valueWrites: string[] };

function field(tagName: string, parts: Partial<TypableField>): FakeField {
  const events: string[] = [];
  const valueWrites: string[] = [];
  let value = parts.value ?? "";
  const made: FakeField = {
    tagName,
    isConnected: true,
    ...parts,
    events,
    valueWrites,
    get value() {
      return value;
    },
    set value(next: string) {
      valueWrites.push(next);
      value = next;
    },
    dispatchEvent: (event: Event) => {
      events.push(`${event.type}:${value}`);
      return true;
    },
  };
  return made;
}
const textarea = (rendered: string, typed = rendered) =>
  field("TEXTAREA", {
    defaultValue: rendered,
    value: typed,
    selectionStart: 0,
    selectionEnd: typed.length,
    selectionDirection: "forward",
    setSelectionRange: vi.fn(),
  });
const input = (rendered: string, typed = rendered) =>
  field("INPUT", { type: "text", defaultValue: rendered, value: typed });
const select = (values: string[], rendered: string | null, chosen: string) =>
  field("SELECT", {
    options: values.map((value) => ({ value, defaultSelected: value === rendered })),
    value: chosen,
  });
const checkbox = (rendered: boolean, ticked: boolean) => {
  const box = field("INPUT", { type: "checkbox", defaultChecked: rendered, checked: ticked });
  box.click = () => {
    box.checked = !box.checked;
    box.events.push(`click:${box.checked}`);
  };
  return box;
};

/** A page holding `fields`, whose listeners can be fired by hand. */
function fakePage(fields: TypableField[], activeElement: TypableField | null = null) {
  const listeners = new Map<string, (event: { target: unknown }) => void>();
  const page = {
    activeElement,
    querySelectorAll: () => fields,
    addEventListener: (type: string, handler: (event: { target: unknown }) => void) =>
      listeners.set(type, handler),
    removeEventListener: (type: string) => listeners.delete(type),
  } as unknown as Parameters<typeof noteTypingBeforeHydration>[0];
  const fire = (type: string, target: unknown) => listeners.get(type)?.({ target });
  return { page, listeners, type: (target: unknown) => fire("input", target), fire };
}

describe("renderedValue", () => {
  it("is a text field's server value, whatever is typed now", () => {
    expect(renderedValue(textarea("Stored", "Typed"))).toBe("Stored");
    expect(renderedValue(input("", "Typed"))).toBe("");
  });

  it("is the option the server marked selected, else the first", () => {
    expect(renderedValue(select(["all", "new", "won"], "new", "won"))).toBe("new");
    expect(renderedValue(select(["all", "new"], null, "new"))).toBe("all");
    expect(renderedValue(select([], null, ""))).toBe("");
  });

  it("is whether the server ticked a box", () => {
    expect(renderedValue(checkbox(true, false))).toBe("true");
  });
});

describe("noteTypingBeforeHydration, then replayTypingBeforeHydration", () => {
  it("puts back a text hydration reset and tells React of it with an input event", () => {
    const meta = textarea("Meta description of the site", "Public description");
    noteTypingBeforeHydration(fakePage([meta]).page);
    // What react-dom's initTextarea does while hydrating.
    meta.value = "Meta description of the site";
    meta.valueWrites.length = 0;

    replayTypingBeforeHydration();
    expect(meta.value).toBe("Public description");
    // First through the field's own setter (React's tracker then holds the rendered text).
    expect(meta.valueWrites[0]).toBe("Meta description of the site");
    expect(meta.events).toEqual(["input:Public description"]);
  });

  it("notes typing that goes on after the scripts start (during hydration)", () => {
    const search = input("");
    const { page, type } = fakePage([search]);
    noteTypingBeforeHydration(page);
    search.value = "ali";
    type(search);
    search.value = "alina";
    type(search);

    replayTypingBeforeHydration();
    expect(search.events).toEqual(["input:alina"]);
  });

  it("replays a choice made in a select as input and change", () => {
    const status = select(["all", "new", "won"], "all", "won");
    noteTypingBeforeHydration(fakePage([status]).page);
    replayTypingBeforeHydration();
    expect(status.events).toEqual(["input:won", "change:won"]);
  });

  it("clicks a box ticked before hydration from its rendered state", () => {
    const box = checkbox(false, true);
    noteTypingBeforeHydration(fakePage([box]).page);
    replayTypingBeforeHydration();
    expect(box.checked).toBe(true);
    expect(box.events).toEqual(["click:true"]);
  });

  it("holds the text and selection of a textarea focused before or while the scripts run", () => {
    const focused = textarea("Stored");
    const later = textarea("Other");
    const { page, fire } = fakePage([focused, later], focused);
    noteTypingBeforeHydration(page);
    expect(focused.valueWrites).toEqual(["Stored"]);
    expect(focused.setSelectionRange).toHaveBeenCalledWith(0, 6, "forward");
    expect(later.valueWrites).toEqual([]);
    fire("focusin", later);
    expect(later.valueWrites).toEqual(["Other"]);
  });

  it("leaves untouched fields, and typing back to the server value, alone", () => {
    const untouched = textarea("Stored");
    const typedBack = input("Stored");
    const { page, type } = fakePage([untouched, typedBack]);
    noteTypingBeforeHydration(page);
    typedBack.value = "Stored";
    type(typedBack);

    replayTypingBeforeHydration();
    expect(untouched.events).toEqual([]);
    expect(typedBack.events).toEqual([]);
    expect(untouched.valueWrites).toEqual([]);
  });

  it("ignores events from anything but form fields", () => {
    const { page, type, fire } = fakePage([]);
    noteTypingBeforeHydration(page);
    expect(() => type(null)).not.toThrow();
    expect(() => type({ tagName: "DIV", value: "x" })).not.toThrow();
    expect(() => fire("focusin", { tagName: "BUTTON" })).not.toThrow();
  });

  it("replays once and stops noting: React hears typing itself from then on", () => {
    const title = input("Stored", "Typed");
    const { page, listeners } = fakePage([title]);
    noteTypingBeforeHydration(page);
    replayTypingBeforeHydration();
    replayTypingBeforeHydration();
    expect(title.events).toEqual(["input:Typed"]);
    expect(listeners.size).toBe(0);
  });

  it("skips a field that left the page before hydration committed", () => {
    const gone = field("INPUT", { type: "text", defaultValue: "", value: "typed" });
    noteTypingBeforeHydration(fakePage([gone]).page);
    Object.assign(gone, { isConnected: false });
    replayTypingBeforeHydration();
    expect(gone.events).toEqual([]);
  });
});

describe("fields that hold no typed text", () => {
  it("leaves a chosen file alone: a file input's value cannot be set back", () => {
    const upload = field("INPUT", {
      type: "file",
      defaultValue: "",
      value: "C:\\fakepath\\logo.png",
    });
    const { page, type } = fakePage([upload]);
    noteTypingBeforeHydration(page);
    type(upload);
    replayTypingBeforeHydration();
    expect(upload.valueWrites).toEqual([]);
    expect(upload.events).toEqual([]);
  });
});
