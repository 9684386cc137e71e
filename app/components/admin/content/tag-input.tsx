import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { PAGE_LIMITS } from "#app/modules/pages/page-limits.ts";
import { addTag } from "#app/modules/pages/page-tags.ts";

/**
 * A post's tags: type one and press Enter (or Add) to add it, remove each with its button.
 * The list is posted as hidden fields named as a form's list is (`tags[0]`, `tags[1]`, ...).
 */
export function TagInput({
  name,
  tags,
  onChange,
  error,
}: {
  name: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState("");
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const full = tags.length >= PAGE_LIMITS.tags;

  function add() {
    if (!draft.trim() || full) return;
    onChange(addTag(tags, draft.slice(0, PAGE_LIMITS.tag)));
    setDraft("");
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Tags</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              // Enter adds the tag; it must not submit the dialog's form.
              event.preventDefault();
              add();
            }
          }}
          placeholder={full ? `At most ${PAGE_LIMITS.tags} tags` : "Type a tag and press Enter"}
          maxLength={PAGE_LIMITS.tag}
          disabled={full}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <Button type="button" variant="outline" onClick={add} disabled={full || !draft.trim()}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {tags.length === 0 ? "No tags yet." : `${tags.length} of ${PAGE_LIMITS.tags} tags.`}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {tags.map((tag, index) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1 text-sm font-medium">
                {tag}
                <button
                  type="button"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => onChange(tags.filter((item) => item !== tag))}
                  className="inline-flex size-5 cursor-pointer items-center justify-center rounded-full hover:bg-background/60 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </Badge>
              <input type="hidden" name={`${name}[${index}]`} value={tag} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
