import { formatWith, type Translator } from "../translator";
import type { CardDie, DieMark } from "./card-view";

export interface DieParts {
  readonly face: string | number;
  /** Faces of the real die (6 → "d6"), or a name such as "d10ish". */
  readonly size: number | string;
  readonly title: string;
  readonly marks: readonly DieMark[];
}

/** One die of the dice row: the face, its size, what it is in words, and its classes. */
export function cardDie(i18n: Translator, parts: DieParts): CardDie {
  const face = String(parts.face);
  const size = typeof parts.size === "number" ? `d${parts.size}` : parts.size;
  return {
    face,
    size,
    title: parts.title,
    label: formatWith(i18n, "INDIE_DICE.Card.Die.Label", { size, face, title: parts.title }),
    marks: [...parts.marks],
    classes: [size, ...parts.marks].join(" "),
    sign: parts.marks.includes("success") ? "✓" : parts.marks.includes("failure") ? "✗" : "",
  };
}
