// A form's values as the browser posts them under conform's field names: `a.b` for a nested
// field, `a[0]` for a list's item (the way `getInputProps` names each input): the hidden inputs
// that keep a part of a form that is not shown, and the posts of tests and fuzzers.

/** `{ features: [{ text: "A" }], isActive: true }` → `features[0].text=A`, `isActive=true`. */
export function formEntries(value: unknown, name = ""): [string, string][] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => formEntries(item, `${name}[${index}]`));
  }
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      formEntries(item, name ? `${name}.${key}` : key),
    );
  }
  if (value === undefined || value === null) return [];
  return [[name, String(value)]];
}

/** The values as a FormData, as the browser would post the form holding them. */
export function formDataOf(value: Record<string, unknown>): FormData {
  const formData = new FormData();
  for (const [name, item] of formEntries(value)) formData.append(name, item);
  return formData;
}
