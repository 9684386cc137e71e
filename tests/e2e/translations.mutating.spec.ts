import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import {
  editorSection,
  openPageEditor,
  openSection,
  putBackHome,
  type StoredHome,
  storedHome,
  textInput,
} from "./page-editor.ts";

// The Translations view (ADR 0051): a text an owner writes in English only is listed, with its
// page and field, linked to its editor, until its Urdu is typed. It changes the Home page's
// draft, so it runs alone (mutating) and puts the page back as it found it.

test.use({ storageState: ADMIN_STATE });

const RUN = Date.now().toString(36);
/** How long a save may take to answer on a busy machine (the page's data reloads after it). */
const SAVED = { timeout: 15_000 };
const SECTION = "Questions and answers (section 5)";

let original: StoredHome;
test.beforeAll(async () => {
  original = await storedHome();
});
test.afterAll(async () => {
  await putBackHome(original);
});

/** The Translations view's list of pages' texts without Urdu. */
async function pagesMissingUrdu(page: Page) {
  await page.goto("/admin/translations");
  await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
  return page.getByRole("list", { name: /^Pages \(\d+\)$/ });
}

async function saveDraft(page: Page) {
  await page.getByRole("button", { name: "Save Draft", exact: true }).click();
  await expect(page.getByText(/saved as a draft/)).toBeVisible(SAVED);
}

test("the Translations view lists a section's English-only texts until their Urdu is typed", async ({
  page,
}) => {
  test.slow();
  await page.goto("/admin/translations");
  await expect(page.getByRole("main")).not.toContainText(RUN);

  // A new section, written in English only, saved as the Home page's draft.
  await openPageEditor(page, "Home");
  await page.getByRole("button", { name: "Add section" }).click();
  await page
    .getByRole("dialog", { name: "Add a section" })
    .getByRole("button", { name: /^Questions and answers/ })
    .click();
  const faq = editorSection(page, SECTION);
  await textInput(faq, "Title", "English").fill(`Questions ${RUN}`);
  await textInput(faq, "Question", "English").fill(`Do you reply at night ${RUN}?`);
  await textInput(faq, "Answer", "English").fill("Yes, around the clock.");
  await saveDraft(page);

  // Listed: the page, each field in the editor's words, its English, a link to the editor.
  const listed = await pagesMissingUrdu(page);
  await expect(listed).toContainText(`${SECTION} › Title`);
  await expect(listed).toContainText(`“Questions ${RUN}”`);
  await expect(listed).toContainText(`${SECTION} › Question 1 › Question`);
  await expect(listed).toContainText(`${SECTION} › Question 1 › Answer`);
  await listed
    .getByRole("link", { name: `Write the Urdu of ${SECTION} › Title, Page “Home”`, exact: true })
    .click();
  await expect(page).toHaveURL(`/admin/pages/${original.id}`);
  await waitForHydration(page, page.getByRole("button", { name: "Add section" }));

  // Its Urdu typed and saved: nothing of it is listed any more.
  const again = editorSection(page, SECTION);
  await expect(again).toBeVisible();
  if (!(await textInput(again, "Title", "Urdu").isVisible())) await openSection(again);
  await textInput(again, "Title", "Urdu").fill(`سوالات ${RUN}`);
  await textInput(again, "Question", "Urdu").fill("کیا آپ رات کو جواب دیتے ہیں؟");
  await textInput(again, "Answer", "Urdu").fill("جی ہاں، چوبیس گھنٹے۔");
  await saveDraft(page);
  await page.goto("/admin/translations");
  await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(RUN);
  await expect(page.getByRole("main")).not.toContainText(SECTION);
});
