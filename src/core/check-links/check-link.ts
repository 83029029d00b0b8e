import { IndieDiceError } from "../errors";
import { isExpression, parseExpression } from "../expressions/field-expression";
import { isRuleSetId, type RuleSetId } from "../rule-sets";

/**
 * A check link in any enriched text (docs/characters.md "Check links"): `[[/indie <ruleSet> name=value …]]{label}` —
 * `[[/indie kaiser kind=skill bonus=@skills.stealth difficulty=12]]{Sneak past the guard}`, or a saved roll of the
 * clicking character by name: `[[/indie klepto saved="Pick Locks" modifier=2]]` (the other names override its
 * fields). Values are a word, a whole number, an `@` expression or a quoted text; names are the dialog's own.
 */

export interface CheckLink {
  readonly ruleSet: RuleSetId;
  /** The fields the link sets, as written: a whole number as a number, `true`/`false` as booleans, else text. */
  readonly fields: Readonly<Record<string, string | number | boolean>>;
  /** The clicking character's saved roll of that name, when the link names one. */
  readonly saved: string | null;
}

export const CHECK_LINK_LIMITS = { length: 500, fields: 20 } as const;

const KEY = "INDIE_DICE.Error.CheckLink";
/** `name=value`: a quoted value may hold spaces; `+`/`−` inside an expression are kept when written without spaces. */
const PAIR = /([A-Za-z][A-Za-z0-9_.]*)=(?:"([^"]*)"|([^\s"]\S*))/gy;
const NAME = /^[A-Za-z][A-Za-z0-9_.]*$/;

/** The link's words (what stands between `[[/indie` and `]]`), read; a link that cannot be read is a localized error. */
export function parseCheckLink(text: string): CheckLink {
  const source = text.trim();
  if (source.length > CHECK_LINK_LIMITS.length) throw new IndieDiceError(`${KEY}.TooLong`, { max: CHECK_LINK_LIMITS.length });
  const [ruleSet, ...rest] = source.split(/\s+/);
  if (!ruleSet || !isRuleSetId(ruleSet)) throw new IndieDiceError(`${KEY}.RuleSet`, { value: (ruleSet ?? "").slice(0, 40) });
  const pairs = readPairs(source.slice(ruleSet.length).trim(), rest.join(" "));
  const fields: Record<string, string | number | boolean> = {};
  let saved: string | null = null;
  for (const [name, value] of pairs) {
    if (name in fields || (name === "saved" && saved !== null)) throw new IndieDiceError(`${KEY}.Twice`, { name });
    if (name === "saved") {
      if (value.trim() === "") throw new IndieDiceError(`${KEY}.Pair`, { part: "saved=" });
      saved = value.trim();
      continue;
    }
    fields[name] = valueOf(value);
  }
  if (Object.keys(fields).length > CHECK_LINK_LIMITS.fields) throw new IndieDiceError(`${KEY}.TooMany`, { max: CHECK_LINK_LIMITS.fields });
  return { ruleSet, fields, saved };
}

/** Every `name=value` of the rest, in order; anything between them that is not one is refused, named. */
function readPairs(rest: string, shown: string): [string, string][] {
  const pairs: [string, string][] = [];
  PAIR.lastIndex = 0;
  let at = 0;
  while (at < rest.length) {
    const gap = /\s*/y;
    gap.lastIndex = at;
    gap.exec(rest);
    at = gap.lastIndex;
    if (at >= rest.length) break;
    PAIR.lastIndex = at;
    const match = PAIR.exec(rest);
    if (!match || !NAME.test(match[1]!)) throw new IndieDiceError(`${KEY}.Pair`, { part: (rest.slice(at).split(/\s+/)[0] ?? shown).slice(0, 40) });
    pairs.push([match[1]!, match[2] ?? match[3]!]);
    at = PAIR.lastIndex;
  }
  return pairs;
}

/** A whole number as a number, `true`/`false` as booleans, an expression checked as one, any other word as text. */
function valueOf(value: string): string | number | boolean {
  if (/^[-−]?\d+$/.test(value)) return Number(value.replace("−", "-"));
  if (value === "true" || value === "false") return value === "true";
  if (isExpression(value)) parseExpression(value);
  return value;
}

/** The words a link draws when it has no label of its own: "Kaiser: kind skill, bonus @skills.stealth". */
export function checkLinkSummary(link: CheckLink): string {
  const parts = Object.entries(link.fields).map(([name, value]) => `${name} ${String(value)}`);
  if (link.saved) parts.unshift(`“${link.saved}”`);
  return parts.join(", ");
}
