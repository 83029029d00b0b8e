/**
 * A live dice term written as text the engine reads back to the same term (docs/formula-odds.md "A system's dice").
 * A system builds its roll's terms in code — dnd5e pushes `r1=1`, `adv`, `min10` onto its d20's list of modifiers —
 * and Foundry evaluates that list, piece by piece. The roll's own formula joins the pieces with nothing between them
 * (`1d20advmin10`), which Foundry itself would read back as one compound piece, `min` losing its number. Here a
 * piece of letters alone that another piece follows gets its default number written out — the same modifier in
 * Foundry's reading (`adv` is `adv1`, `kh` is `kh1`, `r` is `r1`, `x` explodes on the largest face) — so that each
 * piece stays a piece. A piece whose default cannot be written (`even`, `odd`) before another is left as it is:
 * the engine then refuses the compound by name, as it refuses what it cannot read.
 */

/** The number a piece of letters alone stands for, by its name; the explosions' is the largest face. */
const DEFAULT_NUMBER: Readonly<Record<string, (faces: number) => string>> = {
  adv: () => "1",
  dis: () => "1",
  k: () => "1",
  kh: () => "1",
  kl: () => "1",
  d: () => "1",
  dh: () => "1",
  dl: () => "1",
  r: () => "1",
  rr: () => "1",
  x: (faces) => String(faces),
  xo: (faces) => String(faces),
};

/** `number`d`faces` and its modifiers, each piece kept apart from the next. */
export function diceTermText(number: number, faces: number, modifiers: readonly string[]): string {
  const pieces = modifiers.map((piece, index) => {
    const next = modifiers[index + 1];
    if (next === undefined || !/^[A-Za-z]+$/.test(piece) || !/^[A-Za-z]/.test(next)) return piece;
    const written = DEFAULT_NUMBER[piece.toLowerCase()];
    return written ? `${piece}${written(faces)}` : piece;
  });
  return `${number}d${faces}${pieces.join("")}`;
}
