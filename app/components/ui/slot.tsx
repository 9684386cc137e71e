import { cloneElement, isValidElement, type ReactNode, type Ref } from "react";

// What `asChild` needs from Radix's Slot, which with its ref composition weighs about 2 KB
// gzipped on every public page (Button and CardTitle are on all of them, `asChild` only in the
// console). Same merge rules: the child's props win, except that classes are joined, styles
// merged, both event handlers run (the child's first) and both refs are set.

type Props = Record<string, unknown> & { children?: ReactNode; ref?: Ref<unknown> };

function setRef(ref: unknown, value: unknown) {
  if (typeof ref === "function") ref(value);
  else if (ref && typeof ref === "object") (ref as { current: unknown }).current = value;
}

/** Renders its single child element with these props merged into the child's own. */
export function Slot({ children, ...slotProps }: Props) {
  if (!isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (slotValue === undefined || childValue === undefined) continue;
    if (
      /^on[A-Z]/.test(name) &&
      typeof slotValue === "function" &&
      typeof childValue === "function"
    ) {
      merged[name] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === "style") {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className") {
      merged.className = `${slotValue} ${childValue}`;
    } else if (name === "ref") {
      merged.ref = (value: unknown) => {
        setRef(slotValue, value);
        setRef(childValue, value);
      };
    }
  }
  return cloneElement(children, merged);
}
