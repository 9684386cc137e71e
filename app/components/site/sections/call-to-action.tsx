import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { type TranslatedText, textIn } from "#app/modules/sections/section-fields.ts";
import { type EditMarks, useEditMarks } from "./edit-marks.tsx";
import { ON_PRIMARY_BUTTON_CLASSES } from "./hero.tsx";
import { keepTogether } from "./pricing.tsx";
import { SectionButtonLink, type SectionChat } from "./section-button.tsx";
import type { SectionComponentProps } from "./section-component.ts";

/** How each of the two buttons looks on the primary band: a light one, then an outlined one. */
const BAND_BUTTON_CLASSES = [
  cn(
    buttonVariants({ size: "lg" }),
    "bg-primary-foreground text-primary hover:bg-primary-foreground/90 focus-visible:ring-primary-foreground focus-visible:ring-offset-primary",
  ),
  cn(
    buttonVariants({ variant: "outline", size: "lg" }),
    "border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground focus-visible:ring-primary-foreground focus-visible:ring-offset-primary",
  ),
];

/**
 * A closing invitation on the primary colour: a title, a sentence and up to two buttons, as a
 * band across the page (About) or as a rounded card inside the page's margins (Features).
 */
/** A call to action's props: its chat buttons' channels and page beside the section's. */
type CallToActionProps = SectionComponentProps<"callToAction"> & { chat: SectionChat };

export function CallToActionSection(props: CallToActionProps) {
  return props.section.variant === "card" ? (
    <CallToActionCard {...props} />
  ) : (
    <CallToActionBand {...props} />
  );
}

function CallToActionBand({ section, locale, facts, chat }: CallToActionProps) {
  const marks = useEditMarks(section.id);
  const headingId = `${section.id}-heading`;
  return (
    <section
      {...marks.section()}
      aria-labelledby={headingId}
      className="bg-primary px-4 py-16 text-center text-primary-foreground sm:px-6 sm:py-20"
    >
      <div className="mx-auto max-w-2xl">
        <h2 id={headingId} {...marks.field("title")} className="text-3xl font-bold tracking-tight">
          {textIn(section.title, locale, facts)}
        </h2>
        {section.text ? (
          <p {...marks.field("text")} className="mt-4 text-lg opacity-90">
            {sentence({ section, locale, facts }, marks)}
          </p>
        ) : null}
        <Buttons
          section={section}
          locale={locale}
          facts={facts}
          chat={chat}
          classes={BAND_BUTTON_CLASSES}
          marks={marks}
        />
      </div>
    </section>
  );
}

/** Its heading is `<id>-title`, as the Features page's (`features-cta-title`). */
function CallToActionCard({ section, locale, facts, chat }: CallToActionProps) {
  const marks = useEditMarks(section.id);
  const headingId = `${section.id}-title`;
  return (
    <section
      {...marks.section()}
      aria-labelledby={headingId}
      className="px-4 pb-16 sm:px-6 sm:pb-24"
    >
      <div className="mx-auto max-w-5xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12 sm:py-16">
        <h2
          id={headingId}
          {...marks.field("title")}
          className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {textIn(section.title, locale, facts)}
        </h2>
        {section.text ? (
          <p {...marks.field("text")} className="mx-auto mt-4 max-w-2xl text-lg text-pretty">
            {sentence({ section, locale, facts }, marks)}
          </p>
        ) : null}
        <Buttons
          section={section}
          locale={locale}
          facts={facts}
          chat={chat}
          classes={ON_PRIMARY_BUTTON_CLASSES}
          marks={marks}
        />
      </div>
    </section>
  );
}

/**
 * The sentence, its phrase to keep together on one line; plain in the editor's preview, where
 * it is edited in place.
 */
function sentence(
  { section, locale, facts }: SectionComponentProps<"callToAction">,
  marks: EditMarks,
) {
  const text = (value: TranslatedText | undefined) => textIn(value, locale, facts);
  if (marks.inPreview) return text(section.text);
  return keepTogether(text(section.text), text(section.textKeepTogether));
}

function Buttons({
  section,
  locale,
  facts,
  chat,
  classes,
  marks,
}: CallToActionProps & { classes: readonly string[]; marks: EditMarks }) {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      {section.buttons.map((button, index) => (
        <SectionButtonLink
          // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, never reordered
          key={index}
          button={button}
          sectionId={section.id}
          index={index}
          locale={locale}
          chat={chat}
          attributes={marks.field(`buttons.${index}.label`)}
          className={classes[index]}
        >
          {textIn(button.label, locale, facts)}
        </SectionButtonLink>
      ))}
    </div>
  );
}
