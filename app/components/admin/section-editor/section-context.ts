import { createContext } from "react";
import type { MediaImage } from "#app/modules/pages/media-image.ts";
import type { SectionType } from "#app/modules/sections/section-types.ts";

// Given by a section's panel to every field inside it, however deeply nested (a list's item,
// a group's field), so that no field is handed the section through each level between.

/** The section a field belongs to: its type names the fields, the library offers pictures. */
export const SectionContext = createContext<{
  type: SectionType;
  /** The section's props' field name (`content[2].props`). */
  propsName: string;
  images: readonly MediaImage[];
}>({ type: "richText", propsName: "", images: [] });
