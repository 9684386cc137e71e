import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Plus, X } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { PLAN_LIMITS } from "#app/modules/pricing/plan-definition.ts";
import {
  isNewFeature,
  type PlanEditorValues,
  type PlanFeatureValues,
} from "#app/modules/pricing/plan-form.ts";

/**
 * The plan editor's Features: the list (each kept by a hidden input, removable) and the input
 * a feature is typed in, added with Enter or "+" only when not blank and not there already. A
 * feature typed but not added is saved too (its input is the form's `newFeature`).
 */
export function PlanFeaturesField({
  form,
  features,
  newFeature,
  texts,
  draft,
  onDraftChange,
}: {
  form: FormMetadata<PlanEditorValues, string[]>;
  features: FieldMetadata<PlanFeatureValues[], PlanEditorValues, string[]>;
  newFeature: FieldMetadata<string, PlanEditorValues, string[]>;
  /** Each listed feature's English text, in order. */
  texts: string[];
  draft: string;
  onDraftChange: (draft: string) => void;
}) {
  const items = features.getFieldList();
  function addDraft() {
    if (isNewFeature(texts, draft)) {
      form.insert({ name: features.name, defaultValue: { text: { en: draft.trim() } } });
    }
    onDraftChange("");
    document.getElementById(newFeature.id)?.focus();
  }
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium leading-none">Features</legend>
      <div className="flex gap-2">
        <Label htmlFor={newFeature.id} className="sr-only">
          New feature
        </Label>
        <Input
          id={newFeature.id}
          name={newFeature.name}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.nativeEvent.isComposing) {
              event.preventDefault();
              addDraft();
            }
          }}
          maxLength={PLAN_LIMITS.feature}
          placeholder="Add a feature and press Enter"
          autoComplete="off"
          aria-invalid={newFeature.errors ? true : undefined}
          aria-describedby={newFeature.errors ? newFeature.errorId : undefined}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={addDraft}
          aria-label="Add feature"
          title="Add feature"
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {newFeature.errors ? (
        <p id={newFeature.errorId} className="text-sm font-medium text-destructive">
          {newFeature.errors.join(" ")}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="grid gap-1.5" aria-label="Plan features">
          {items.map((item, index) => {
            const { id, text } = item.getFieldset();
            const english = text.getFieldset().en;
            return (
              <li
                key={item.key}
                className="flex items-center gap-2 rounded-md border bg-muted/40 py-0.5 pr-0.5 pl-3 text-sm"
              >
                {id.value ? <input type="hidden" name={id.name} value={id.value} /> : null}
                <input type="hidden" name={english.name} value={texts[index]} />
                <span className="min-w-0 flex-1 break-words">
                  {texts[index]}
                  {english.errors ? (
                    <span className="block text-destructive">{english.errors.join(" ")}</span>
                  ) : null}
                </span>
                <Button
                  {...form.remove.getButtonProps({ name: features.name, index })}
                  variant="ghost"
                  size="icon"
                  className="size-8 shrink-0"
                  aria-label={`Remove feature ${texts[index]}`}
                  title="Remove"
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No features yet.</p>
      )}
    </fieldset>
  );
}
