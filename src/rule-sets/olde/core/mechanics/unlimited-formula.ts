/**
 * The world setting "every die of a character roll made through our API is unlimited unless the roll says
 * otherwise", as a pure rewrite of a Foundry formula: every numeric dice term `NdX` gets Foundry's explode
 * modifier `x`, which explodes each die separately and recursively — the text's unlimited dice.
 *
 * A term "says otherwise", and is left exactly as written, when
 * - it already has an explode modifier of its own (`x`, `xo`, `x6`, `xo>=5`, …): the roll chose how it explodes;
 * - it carries a modifier of another Indie Dice rule set (`ko`, `p2`, `kr7`, `kc`): those are not Olde dice;
 * - its flavor label contains the word "limited" (`2d6[limited]`, `1d8[limited fire]`): the opt-out a sheet
 *   or a player can write, which Foundry shows as an ordinary label.
 * Non-numeric dice (`1di`, `1dc`, `4df`, `1d%`), numbers, and text inside [brackets] are never touched; dice
 * inside parentheses and pools (`(1d6 + 2) * 2`, `{1d6, 1d8}kh`) are terms like any other and get `x` too.
 *
 * Table rolls are never unlimited: a caller rolling on a table simply does not call this.
 *
 * The `x` goes after the term's own modifiers (`4d6kh3` → `4d6kh3x`): Foundry reads run-together modifier
 * letters greedily, so `4d6xkh3` would become `x` then `kh` and lose the 3.
 */

/** The word that, in a dice term's flavor label, keeps that term limited. */
export const OLDE_LIMITED_FLAVOR = "limited";

const EXPLODE_MODIFIERS: ReadonlySet<string> = new Set(["x", "xo"]);

/** Modifiers of the other rule sets (see docs/notation.md "The modifiers"): their terms are not Olde dice. */
const OTHER_RULE_SET_MODIFIERS: ReadonlySet<string> = new Set(["ko", "kr", "kc", "p"]);

/** Foundry v13's Die modifiers plus ours, longest first, to split run-together letters as Foundry does. */
const KNOWN_MODIFIERS: readonly string[] = [
  ...["r", "rr", "x", "xo", "k", "kh", "kl", "d", "dh", "dl", "min", "max", "even", "odd"],
  ...["cs", "cf", "df", "sf", "ms"],
  ...OTHER_RULE_SET_MODIFIERS,
].sort((a, b) => b.length - a.length);

/**
 * Either a bracketed label (matched whole so that dice written inside one are skipped), or a numeric dice
 * term: optional count, `d`, faces, modifiers, optional label. The look-behind keeps `d6` inside names such as
 * `@attr.d6` or `abc2d6` out, and `}` out so a pool's own drop modifier (`{…}d1`) is not read as a die;
 * a `)` may precede the `d` because `(2+1)d6` is a parenthesised count.
 */
const DICE_TERM = /\[[^\]]*\]|(?<![A-Za-z0-9_.@$}\]])(\d*)([dD])(\d+)([^\s(){}[\]+\-*/%,]*)(\[[^\]]*\])?/g;

const LIMITED_WORD = new RegExp(`\\b${OLDE_LIMITED_FLAVOR}\\b`, "i");

/** Adds `x` to every numeric dice term of `formula` that does not say otherwise (see above). */
export function makeDiceUnlimited(formula: string): string {
  return formula.replace(
    DICE_TERM,
    // The groups are all undefined for a lone label; for a dice term only the label may be missing.
    (whole: string, count?: string, d?: string, faces?: string, modifiers?: string, flavor?: string) => {
      if (d === undefined) return whole;
      if (saysOtherwise(modifiers!, flavor)) return whole;
      return `${count!}${d}${faces!}${modifiers!}x${flavor ?? ""}`;
    },
  );
}

/** Whether a dice term with these modifiers and label must stay as written. */
function saysOtherwise(modifiers: string, flavor: string | undefined): boolean {
  if (flavor !== undefined && LIMITED_WORD.test(flavor)) return true;
  return modifierNames(modifiers).some((name) => EXPLODE_MODIFIERS.has(name) || OTHER_RULE_SET_MODIFIERS.has(name));
}

/** The modifier names in a term's modifier text, e.g. "kh3ko" → ["kh", "ko"], "kckh" → ["kc", "kh"]. */
function modifierNames(modifiers: string): string[] {
  const names: string[] = [];
  for (const [, letters] of modifiers.toLowerCase().matchAll(/([a-z]+)[^a-z]*/g)) {
    names.push(...splitLetters(letters!));
  }
  return names;
}

/**
 * Splits run-together modifier letters the way Foundry does for a command it does not know: a known name as a
 * whole, else the longest known prefix, repeatedly; unknown leftovers are dropped (Foundry ignores them too).
 */
function splitLetters(letters: string): string[] {
  if (KNOWN_MODIFIERS.includes(letters)) return [letters];
  const names: string[] = [];
  let rest = letters;
  for (;;) {
    const name = KNOWN_MODIFIERS.find((known) => rest.startsWith(known));
    if (name === undefined) return names;
    names.push(name);
    rest = rest.slice(name.length);
  }
}
