import { type FieldMetadata, useField, useFormMetadata } from "@conform-to/react";
import { ArrowDown, ArrowUp, Plus, Trash2, X } from "lucide-react";
import { use, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { fieldLabel } from "#app/modules/sections/section-field-labels.ts";
import { ButtonFields } from "./button-fields.tsx";
import { ChecksField } from "./checks-field.tsx";
import { ChoiceField, IconField } from "./choice-fields.tsx";
import { errorText, FieldError, FieldGroup } from "./field-frame.tsx";
import { emptyValueOf, type FieldSpec } from "./field-specs.ts";
import { ImageField } from "./image-field.tsx";
import { LocalizedField, LocalizedInputs } from "./localized-field.tsx";
import { SectionContext } from "./section-context.ts";
import { LinkField, TextField } from "./text-fields.tsx";

// One field of a section's form, drawn from its kind (field-specs.ts). Text inputs are the
// form's own (conform: names, values, errors); what a widget edits (a picture, a tick, a rich
// text) is posted by a hidden input beside it. Each kind's control has its own file; the
// kinds holding other fields (a group, a list) stay here, as they draw SectionField in turn.

/** A list's heading from the name of one of its items ("Quick reply" → "Quick replies"). */
export function pluralOf(noun: string): string {
  if (noun === "Person") return "People";
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** The field `name` of the kind `spec`, labelled `label`. */
export function SectionField({
  name,
  spec,
  label,
  prop,
}: {
  name: string;
  spec: FieldSpec;
  label: string;
  /** The prop's key, which names its items and sub-fields. */
  prop: string;
}) {
  switch (spec.kind) {
    case "localized":
      return <LocalizedField name={name} spec={spec} label={label} />;
    case "link":
      return <LinkField name={name} label={label} required={spec.required} />;
    case "text":
      return <TextField name={name} label={label} spec={spec} />;
    case "choice":
      return <ChoiceField name={name} label={label} spec={spec} />;
    case "icon":
      return <IconField name={name} label={label} required={spec.required} />;
    case "image":
      return <ImageField name={name} label={label} required={spec.required} />;
    case "checks":
      return <ChecksField name={name} />;
    case "group":
      return <GroupField name={name} label={label} spec={spec} />;
    case "list":
      return <ListField name={name} spec={spec} prop={prop} />;
  }
}

/** Fields that belong together (a button's label and link, an example chat). */
function GroupField({
  name,
  label,
  spec,
}: {
  name: string;
  label: string;
  spec: Extract<FieldSpec, { kind: "group" }>;
}) {
  const [meta] = useField<Record<string, unknown>>(name);
  const [present, setPresent] = useState(spec.required || meta.initialValue != null);
  if (!present) {
    return (
      <div data-field={name}>
        <Button type="button" variant="outline" size="sm" onClick={() => setPresent(true)}>
          <Plus aria-hidden="true" />
          Add {label.toLowerCase()}
        </Button>
      </div>
    );
  }
  return (
    <FieldGroup name={name} legend={label} className="rounded-md border p-3">
      <GroupFields name={name} spec={spec} />
      {spec.required ? null : (
        <div>
          <Button type="button" variant="ghost" size="sm" onClick={() => setPresent(false)}>
            <X aria-hidden="true" />
            Remove {label.toLowerCase()}
          </Button>
        </div>
      )}
    </FieldGroup>
  );
}

/** A group's fields, in its schema's order; a button's as ButtonFields draws them. */
function GroupFields({
  name,
  spec,
}: {
  name: string;
  spec: Extract<FieldSpec, { kind: "group" }>;
}) {
  const { type } = use(SectionContext);
  const [meta] = useField<Record<string, unknown>>(name);
  const fields = meta.getFieldset();
  if (spec.button) return <ButtonFields name={name} spec={spec} />;
  return (
    <div className="grid gap-4">
      {spec.fields.map(({ key, spec: field }) => (
        <SectionField
          key={key}
          name={(fields[key] as FieldMetadata).name}
          spec={field}
          label={fieldLabel(type, key)}
          prop={key}
        />
      ))}
    </div>
  );
}

/** A list item's fields: a group's fields, or a text's inputs, under the item's own heading. */
function ListItemFields({ name, spec, label }: { name: string; spec: FieldSpec; label: string }) {
  if (spec.kind === "group") return <GroupFields name={name} spec={spec} />;
  if (spec.kind === "localized") return <LocalizedInputs name={name} spec={spec} label={label} />;
  return <SectionField name={name} spec={spec} label={label} prop="" />;
}

/** Items the owner adds, removes and moves up or down (questions, cards, buttons). */
function ListField({
  name,
  spec,
  prop,
}: {
  name: string;
  spec: Extract<FieldSpec, { kind: "list" }>;
  prop: string;
}) {
  const { type } = use(SectionContext);
  const form = useFormMetadata();
  const [meta] = useField<unknown[]>(name);
  const items = meta.getFieldList();
  const itemLabel = fieldLabel(type, prop);
  const listMessage = errorText(meta);
  return (
    <FieldGroup name={name} legend={pluralOf(itemLabel)} className="gap-3">
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">None yet.</p>
      ) : (
        <ol className="grid gap-3">
          {items.map((item, index) => {
            const itemName = `${itemLabel} ${index + 1}`;
            return (
              <li key={item.key}>
                <fieldset
                  data-field={item.name}
                  className="grid min-w-0 gap-3 rounded-md border bg-background p-3"
                >
                  <legend className="sr-only">{itemName}</legend>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span aria-hidden="true" className="text-sm font-semibold">
                      {itemName}
                    </span>
                    <div className="flex gap-1">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        disabled={index === 0}
                        aria-label={`Move ${itemName} up`}
                        title="Move up"
                        onClick={() => form.reorder({ name, from: index, to: index - 1 })}
                      >
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        disabled={index === items.length - 1}
                        aria-label={`Move ${itemName} down`}
                        title="Move down"
                        onClick={() => form.reorder({ name, from: index, to: index + 1 })}
                      >
                        <ArrowDown aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-8 text-destructive hover:text-destructive"
                        disabled={items.length <= spec.min}
                        aria-label={`Remove ${itemName}`}
                        title="Remove"
                        onClick={() => form.remove({ name, index })}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                  <ListItemFields name={item.name} spec={spec.item} label={itemName} />
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError id={meta.errorId} message={listMessage} />
      {items.length < spec.max ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => form.insert({ name, defaultValue: emptyValueOf(spec.item) as never })}
          >
            <Plus aria-hidden="true" />
            Add {itemLabel.toLowerCase()}
          </Button>
        </div>
      ) : null}
    </FieldGroup>
  );
}
