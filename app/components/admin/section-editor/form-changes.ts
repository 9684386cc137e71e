import { type RefObject, useEffect, useRef } from "react";

/**
 * Calls `onChange` a pause after every change of the form, typed or not: a field typed in, a
 * section added, moved or hidden, a rich text's or a picture's hidden field set (a hidden
 * input's value is its attribute, so a mutation observer sees it). `formKey` names the form
 * element: a new one (the form started again) is listened to afresh.
 */
export function useFormChanges(
  formRef: RefObject<HTMLFormElement | null>,
  formKey: string,
  pauseMs: number,
  onChange: () => void,
) {
  const latest = useRef(onChange);
  latest.current = onChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: formKey names the form element
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), pauseMs);
    };
    const observer = new MutationObserver(follow);
    observer.observe(form, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["value", "name"],
    });
    form.addEventListener("input", follow);
    form.addEventListener("change", follow);
    follow();
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      form.removeEventListener("input", follow);
      form.removeEventListener("change", follow);
    };
  }, [formRef, formKey, pauseMs]);
}
