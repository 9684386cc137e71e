import { type FieldMetadata, useField } from "@conform-to/react";
import { use, useState } from "react";
import { fieldLabel } from "#app/modules/sections/section-field-labels.ts";
import { BUTTON_KINDS } from "#app/modules/sections/section-fields.ts";
import type { FieldSpec } from "./field-specs.ts";
import { LocalizedField } from "./localized-field.tsx";
import { SectionContext } from "./section-context.ts";
import { LinkField } from "./text-fields.tsx";

// A section button's fields (its schema: section-fields.ts sectionButton): its label, then what
// it leads to, a web address or a WhatsApp chat (ADR 0048), and the field that kind needs.

/** Each kind's words in the editor. */
const KIND_LABELS: Record<(typeof BUTTON_KINDS)[number], string> = {
  link: "A web address",
  whatsapp: "WhatsApp chat",
};

const MESSAGE_HELP =
  "Leave empty to use the page's or Website Settings' message. {product} is the site's title, {page} this page's title; {setupTime}, {trialLength}, {replyTime} and {timeZone} are Website Settings' facts. A reference code is added after it.";

type ButtonKind = (typeof BUTTON_KINDS)[number];

export function ButtonFields({
  name,
  spec,
}: {
  name: string;
  spec: Extract<FieldSpec, { kind: "group" }>;
}) {
  const { type } = use(SectionContext);
  const [meta] = useField<Record<string, unknown>>(name);
  const fields = meta.getFieldset();
  const kindMeta = fields.kind as FieldMetadata<string>;
  const [kind, setKind] = useState<ButtonKind>(
    kindMeta.initialValue === "whatsapp" ? "whatsapp" : "link",
  );
  const specOf = (key: string) => spec.fields.find((field) => field.key === key)?.spec;
  const labelSpec = specOf("label");
  const messageSpec = specOf("message");
  return (
    <div className="grid gap-4">
      {labelSpec?.kind === "localized" ? (
        <LocalizedField
          name={(fields.label as FieldMetadata).name}
          spec={labelSpec}
          label={fieldLabel(type, "label")}
        />
      ) : null}
      <fieldset className="grid gap-2" data-field={kindMeta.name}>
        <legend className="mb-1 text-sm font-medium">Leads to</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {BUTTON_KINDS.map((option) => (
            <label key={option} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={kindMeta.name}
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
                className="size-4 accent-primary"
              />
              {KIND_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "link" ? (
        <LinkField
          name={(fields.href as FieldMetadata).name}
          label={fieldLabel(type, "href")}
          required
        />
      ) : messageSpec?.kind === "localized" ? (
        <LocalizedField
          name={(fields.message as FieldMetadata).name}
          spec={messageSpec}
          label={fieldLabel(type, "message")}
          description={MESSAGE_HELP}
        />
      ) : null}
    </div>
  );
}
