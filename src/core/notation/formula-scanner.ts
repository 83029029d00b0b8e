/**
 * Finds the dice terms of a whole roll formula the way Foundry's parser delimits them, before it splits them:
 * a term's modifiers run until a space, a bracket, a comma, `$` or an arithmetic operator, which is exactly why
 * `1d10p-1` reaches the term as `1d10p` and `- 1`. Flavor text `[…]` is skipped, and a chat command's flavor
 * after `#` ends the formula.
 *
 * It recognises `NdX…`, `dX…` (one die), `Ndi…`, and the computed forms `(…)dX…` and `Nd(…)…`, whose number or
 * faces are only known once Foundry evaluates them (reported as null). It also reports the modifier text that
 * follows a pool `{…}`, where our modifiers do not exist.
 */

/** A dice term as written in a formula. */
export interface FormulaDiceTerm {
  readonly kind: "dice";
  /** The term as written, from its count to the end of its modifiers. */
  readonly text: string;
  readonly start: number;
  /** Index just past the term's modifiers. */
  readonly end: number;
  /** null when the count is computed `(…)`; 1 when no count is written (`d6`). */
  readonly number: number | null;
  /** A number of faces, a denomination letter ("i", "F"), or null when computed `(…)`. */
  readonly faces: number | string | null;
  readonly modifierText: string;
}

/** Modifier text right after a pool's closing brace (`{2d6, 3d6}kh`). */
export interface FormulaPoolModifiers {
  readonly kind: "pool-modifiers";
  /** The pool and its modifiers as written ("{2d6, 3d6}kh"). */
  readonly text: string;
  readonly modifierText: string;
  readonly start: number;
  readonly end: number;
}

type FormulaPiece = FormulaDiceTerm | FormulaPoolModifiers;

/** Characters that end a run of term text (besides whitespace). */
const BREAKS = "(){}[]$,+-*%/#";

function isBreak(char: string): boolean {
  return BREAKS.includes(char) || /\s/.test(char);
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= "0" && char <= "9";
}

function isAsciiLetter(char: string | undefined): boolean {
  return char !== undefined && ((char >= "a" && char <= "z") || (char >= "A" && char <= "Z"));
}

/**
 * Foundry replaces roll data `@path` before it parses, and its path runs over letters, digits, `.`, `_` and `-`
 * (`@pool-2d6ko` is all one path), so the text a path swallows is never a term of its own.
 */
function endOfRollData(text: string, from: number): number {
  let end = from;
  while (end < text.length && /[A-Za-z0-9._-]/.test(text.charAt(end))) end++;
  return end;
}

function endOfDigits(text: string, from: number): number {
  let end = from;
  while (isDigit(text[end])) end++;
  return end;
}

/** The parts of `NdX…` in one run of text; "faces-follow" for `Nd` right before a computed `(…)`. */
type DiceShape =
  | { readonly numberText: string; readonly faces: number | string; readonly modifierText: string }
  | "faces-follow"
  | null;

function readDiceShape(run: string, allowCount: boolean): DiceShape {
  const dAt = allowCount ? endOfDigits(run, 0) : 0;
  const d = run[dAt];
  if (d !== "d" && d !== "D") return null;
  const facesAt = dAt + 1;
  if (facesAt === run.length) return "faces-follow";
  let modifiersAt: number;
  let faces: number | string;
  if (isDigit(run[facesAt])) {
    modifiersAt = endOfDigits(run, facesAt);
    faces = Number(run.slice(facesAt, modifiersAt));
  } else if (isAsciiLetter(run[facesAt])) {
    modifiersAt = facesAt + 1;
    faces = run.charAt(facesAt);
  } else {
    return null;
  }
  return { numberText: run.slice(0, dAt), faces, modifierText: run.slice(modifiersAt) };
}

function countOf(numberText: string): number {
  return numberText.length === 0 ? 1 : Number(numberText);
}

/** What the next run of text is glued to, when nothing separates them. */
type Attachment =
  | { readonly kind: "group"; readonly open: number }
  | { readonly kind: "faces-group"; readonly owner: PendingFaces }
  | { readonly kind: "pool"; readonly open: number }
  | null;

/** `Nd` waiting for its computed faces `(…)`. */
interface PendingFaces {
  readonly start: number;
  readonly number: number | null;
}

interface OpenGroup {
  readonly open: number;
  readonly facesOf: PendingFaces | null;
}

class FormulaScanner {
  private readonly pieces: FormulaPiece[] = [];
  private readonly groups: OpenGroup[] = [];
  private readonly pools: number[] = [];
  private attachment: Attachment = null;
  private pendingFaces: PendingFaces | null = null;
  private index = 0;

  constructor(private readonly formula: string) {}

  scan(): FormulaPiece[] {
    const { formula } = this;
    while (this.index < formula.length) {
      const char = formula.charAt(this.index);
      if (char === "#") break;
      if (char === "[") this.skipFlavor();
      else if (isBreak(char)) this.readBreak(char);
      else this.readRun();
    }
    return this.pieces;
  }

  /** Flavor text ends at the first "]"; Foundry's flavor does not nest. */
  private skipFlavor(): void {
    const close = this.formula.indexOf("]", this.index);
    this.index = close === -1 ? this.formula.length : close + 1;
    this.attachment = null;
  }

  private readBreak(char: string): void {
    this.attachment = null;
    if (char === "(") {
      this.groups.push({ open: this.index, facesOf: this.pendingFaces });
    } else if (char === ")") {
      const group = this.groups.pop();
      if (group?.facesOf) this.attachment = { kind: "faces-group", owner: group.facesOf };
      else if (group) this.attachment = { kind: "group", open: group.open };
    } else if (char === "{") {
      this.pools.push(this.index);
    } else if (char === "}") {
      const open = this.pools.pop();
      if (open !== undefined) this.attachment = { kind: "pool", open };
    }
    this.pendingFaces = null;
    this.index++;
  }

  private readRun(): void {
    const start = this.index;
    let end = start;
    while (end < this.formula.length) {
      const char = this.formula.charAt(end);
      if (char === "@") end = endOfRollData(this.formula, end + 1);
      else if (isBreak(char)) break;
      else end++;
    }
    const run = this.formula.slice(start, end);
    this.interpret(run, start, end);
    this.attachment = null;
    this.index = end;
  }

  private interpret(run: string, start: number, end: number): void {
    const attachment = this.attachment;
    if (attachment?.kind === "pool") {
      const text = this.formula.slice(attachment.open, end);
      this.pieces.push({ kind: "pool-modifiers", text, modifierText: run, start: attachment.open, end });
      return;
    }
    if (attachment?.kind === "faces-group") {
      const { owner } = attachment;
      const text = this.formula.slice(owner.start, end);
      this.pieces.push({
        kind: "dice",
        text,
        start: owner.start,
        end,
        number: owner.number,
        faces: null,
        modifierText: run,
      });
      return;
    }
    // After a group `(…)` only `dX…` can follow: the group is the count.
    const shape = readDiceShape(run, attachment === null);
    if (shape === null) return;
    const termStart = attachment === null ? start : attachment.open;
    if (shape === "faces-follow") {
      const number = attachment === null ? countOf(run.slice(0, -1)) : null;
      if (this.formula.charAt(end) === "(") this.pendingFaces = { start: termStart, number };
      return;
    }
    const number = attachment === null ? countOf(shape.numberText) : null;
    const text = this.formula.slice(termStart, end);
    this.pieces.push({
      kind: "dice",
      text,
      start: termStart,
      end,
      number,
      faces: shape.faces,
      modifierText: shape.modifierText,
    });
  }
}

/**
 * The dice terms (and pool modifiers) of a formula, in order.
 * @example scanFormula("2d6ko + 1d10p[fire] - 1") // 2d6ko, then 1d10p
 */
export function scanFormula(formula: string): FormulaPiece[] {
  return new FormulaScanner(formula).scan();
}
