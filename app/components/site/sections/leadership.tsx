import { Mail } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/utils.ts";
import { mediaUrl } from "#app/modules/media/media.ts";
import { textIn } from "#app/modules/sections/section-fields.ts";
import { useEditMarks } from "./edit-marks.tsx";
import type { SectionComponentProps } from "./section-component.ts";
import { SectionHeading } from "./section-heading.tsx";

/** A card per person: photo or initials, name (h3), role, bio and a button to e-mail them. */
export function LeadershipSection({ section, locale, facts }: SectionComponentProps<"leadership">) {
  const marks = useEditMarks(section.id);
  const headingId = `${section.id}-heading`;
  return (
    <section
      {...marks.section()}
      aria-labelledby={headingId}
      className="px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="mx-auto max-w-5xl">
        <div className="mb-10 text-center">
          <SectionHeading id={headingId} mark={marks.field("title")}>
            {textIn(section.title, locale, facts)}
          </SectionHeading>
        </div>
        {section.people.map((person, index) => {
          const name = textIn(person.name, locale, facts);
          return (
            <Card
              // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, never reordered
              key={index}
              className={cn("mx-auto max-w-3xl p-6 sm:p-8", index > 0 && "mt-6")}
            >
              <div className="flex items-center gap-4 sm:gap-6">
                {person.photo ? (
                  <img
                    {...marks.field(`people.${index}.photo`, "image")}
                    src={mediaUrl(person.photo.media)}
                    alt={textIn(person.photo.alt, locale, facts)}
                    className="size-16 shrink-0 rounded-full object-cover sm:size-20"
                  />
                ) : (
                  <span
                    className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground sm:size-20 sm:text-2xl"
                    aria-hidden="true"
                    {...marks.field(`people.${index}.initials`)}
                  >
                    {textIn(person.initials, locale, facts)}
                  </span>
                )}
                <div>
                  <h3
                    {...marks.field(`people.${index}.name`)}
                    className="text-xl font-semibold sm:text-2xl"
                  >
                    {name}
                  </h3>
                  <p
                    {...marks.field(`people.${index}.role`)}
                    className="mt-1 font-medium text-muted-foreground"
                  >
                    {textIn(person.role, locale, facts)}
                  </p>
                </div>
              </div>
              <p {...marks.field(`people.${index}.bio`)} className="mt-6 text-muted-foreground">
                {textIn(person.bio, locale, facts)}
              </p>
              {person.email ? (
                <a
                  href={`mailto:${person.email.address}`}
                  aria-label={
                    person.email.spokenLabel
                      ? textIn(person.email.spokenLabel, locale, facts)
                          .replaceAll("{name}", name)
                          .replaceAll("{email}", person.email.address)
                      : undefined
                  }
                  className={cn(buttonVariants({ variant: "outline" }), "mt-6")}
                >
                  <Mail aria-hidden="true" />
                  {marks.text(
                    `people.${index}.email.label`,
                    textIn(person.email.label, locale, facts),
                  )}
                </a>
              ) : null}
            </Card>
          );
        })}
      </div>
    </section>
  );
}
