import { type RefObject, useEffect, useRef } from "react";

/** One follower of the form: called `pauseMs` after the form last changed. */
export type FormFollower = { pauseMs: number; onChange: () => void };

/**
 * Calls each follower at once when the form starts (a new form element: `formKey` names it),
 * then a pause after every change, typed or not: a field typed in, a section added, moved or
 * hidden, a rich text's or a picture's hidden field set (a hidden input's value is its
 * attribute, so a mutation observer sees it). One observer serves every follower, each with
 * its own pause.
 */
export function useFormChanges(
  formRef: RefObject<HTMLFormElement | null>,
  formKey: string,
  followers: readonly FormFollower[],
) {
  const latest = useRef(followers);
  latest.current = followers;
  const pauses = followers.map((follower) => follower.pauseMs).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: formKey names the form element; the pauses are read from `latest`
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const timers = latest.current.map(() => undefined as ReturnType<typeof setTimeout> | undefined);
    const follow = () =>
      latest.current.forEach((follower, index) => {
        clearTimeout(timers[index]);
        timers[index] = setTimeout(() => latest.current[index]?.onChange(), follower.pauseMs);
      });
    const observer = new MutationObserver(follow);
    observer.observe(form, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["value", "name"],
    });
    form.addEventListener("input", follow);
    form.addEventListener("change", follow);
    for (const follower of latest.current) follower.onChange();
    return () => {
      for (const timer of timers) clearTimeout(timer);
      observer.disconnect();
      form.removeEventListener("input", follow);
      form.removeEventListener("change", follow);
    };
  }, [formRef, formKey, pauses]);
}
