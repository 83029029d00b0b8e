import { FORMULA_TIE_RULES, type FormulaTieRule } from "../formula/formula-ties";
import { isOneOf } from "../lists";
import { IndieDiceError } from "../errors";
import { isExpression, parseExpression } from "../expressions/field-expression";
import { isRuleSetId } from "../rule-sets";
import { type RuleSetId } from "../rule-set-types";
import { FORMULA_COMPARES } from "../formula/formula-distribution";
import type { FormulaCompare } from "../formula/formula-distribution-types";
import { CARD_FORMULA_LIMITS } from "../formula/card-formula-limits";
import { FORMULA_KIND, isFormulaKind } from "../dialog-kinds";
import type { FormulaKind } from "../dialog-kind-types";
import { isGroupQuestionWord } from "../group-question-words";

/**
 * A check link in any enriched text (docs/characters.md "Check links"): `[[/indie <ruleSet> name=value …]]{label}` —
 * `[[/indie kaiser kind=skill bonus=@skills.stealth difficulty=12]]{Sneak past the guard}`, or a saved roll of the
 * clicking character by name: `[[/indie klepto saved="Pick Locks" modifier=2]]` (the other names override its
 * fields). Values are a word, a whole number, an `@` expression or a quoted text; names are the dialog's own.
 *
 * Any system's roll is the word `formula`, then the formula in Foundry's notation as one word without spaces or as
 * `formula="…"`, and optionally the target `vs=15` with `compare=atLeast|atMost|exactly` (default atLeast):
 * `[[/indie formula 1d20+@abilities.dex.mod vs=15]]{Dex save}`. This is the one reader of a link's words: the chat
 * command reads its words here too.
 *
 * Either kind may name the group's question a GM's *Request* of the link asks (`question=atLeastHalf`,
 * `question=atLeast3`; docs/cards.md "Roll requests"); a click, one character's roll, has no group and ignores it.
 */

/** A link of one of the five rule sets, or of any formula. */
export type CheckLink = RuleSetCheckLink | FormulaCheckLink;

interface RuleSetCheckLink {
  readonly ruleSet: RuleSetId;
  /** The fields the link sets, as written: a whole number as a number, `true`/`false` as booleans, else text. */
  readonly fields: Readonly<Record<string, string | number | boolean>>;
  /** The clicking character's saved roll of that name, when the link names one. */
  readonly saved: string | null;
  /** The group's question of a request made from the link, as written (`atLeast3`); null: the request's default. */
  readonly question: string | null;
}

/** A formula link: the formula as written (its `@` paths read from the clicking character), the optional target. */
export interface FormulaCheckLink {
  readonly ruleSet: FormulaKind;
  readonly formula: string;
  /** The total to compare with; null: the link rolls the formula, with nothing to pass. */
  readonly target: number | null;
  readonly compare: FormulaCompare;
  readonly question: string | null;
}

export const CHECK_LINK_LIMITS = { length: 500, fields: 20 } as const;

const KEY = "INDIE_DICE.Error.CheckLink";
/** `name=value`: a quoted value may hold spaces; `+`/`−` inside an expression are kept when written without spaces. */
const PAIR = /([A-Za-z][A-Za-z0-9_.]*)=(?:"([^"]*)"|([^\s"]\S*))/gy;
const NAME = /^[A-Za-z][A-Za-z0-9_.]*$/;

/**
 * The link's words (what stands between `[[/indie` and `]]`), read; a link that cannot be read is a localized error.
 */
export function parseCheckLink(text: string): CheckLink {
  const source = text.trim();
  if (source.length > CHECK_LINK_LIMITS.length)
    throw new IndieDiceError(`${KEY}.TooLong`, { max: CHECK_LINK_LIMITS.length });
  const [ruleSet, ...rest] = source.split(/\s+/);
  if (isFormulaKind(ruleSet)) return parseFormulaLink(source.slice(ruleSet.length).trim());
  if (!ruleSet || !isRuleSetId(ruleSet))
    throw new IndieDiceError(`${KEY}.RuleSet`, { value: (ruleSet ?? "").slice(0, 40) });
  const pairs = readPairs(source.slice(ruleSet.length).trim(), rest.join(" "));
  const fields: Record<string, string | number | boolean> = {};
  let saved: string | null = null;
  let question: string | null = null;
  for (const [name, value] of pairs) {
    if (name in fields || (name === "saved" && saved !== null) || (name === "question" && question !== null))
      throw new IndieDiceError(`${KEY}.Twice`, { name });
    if (name === "saved") {
      if (value.trim() === "") throw new IndieDiceError(`${KEY}.Pair`, { part: "saved=" });
      saved = value.trim();
      continue;
    }
    if (name === "question") {
      question = questionWord(value);
      continue;
    }
    fields[name] = valueOf(value);
  }
  if (Object.keys(fields).length > CHECK_LINK_LIMITS.fields)
    throw new IndieDiceError(`${KEY}.TooMany`, { max: CHECK_LINK_LIMITS.fields });
  return { ruleSet, fields, saved, question };
}

export function isFormulaLink(link: CheckLink): link is FormulaCheckLink {
  return link.ruleSet === FORMULA_KIND;
}

/** The names a formula link takes besides its formula. */
const FORMULA_LINK_NAMES = ["formula", "vs", "compare", "question"] as const;
/** A word that starts a `name=value` pair (a formula such as `d20cs>=8` does not: `>` comes before its `=`). */
const STARTS_PAIR = /^[A-Za-z][A-Za-z0-9_.]*=/;

/** `formula 1d20+@abilities.dex.mod vs=15 compare=atMost`, or with `formula="1d20 + @abilities.dex.mod"`. */
function parseFormulaLink(rest: string): FormulaCheckLink {
  const bare = rest === "" || STARTS_PAIR.test(rest) ? null : rest.split(/\s+/)[0]!;
  const pairs = readPairs(bare === null ? rest : rest.slice(bare.length).trim(), rest);
  const named: Record<string, string> = {};
  for (const [name, value] of pairs) {
    if (!FORMULA_LINK_NAMES.some((known) => known === name))
      throw new IndieDiceError("INDIE_DICE.FormulaRequest.Error.LinkField", { name: name.slice(0, 40) });
    if (name in named) throw new IndieDiceError(`${KEY}.Twice`, { name });
    named[name] = value;
  }
  if (bare !== null && named.formula !== undefined)
    throw new IndieDiceError("INDIE_DICE.FormulaRequest.Error.LinkTwice");
  const formula = (bare ?? named.formula ?? "").trim();
  if (formula === "") throw new IndieDiceError("INDIE_DICE.FormulaRequest.Error.LinkFormula");
  if (formula.length > CARD_FORMULA_LIMITS.formula)
    throw new IndieDiceError("INDIE_DICE.FormulaRequest.Error.TooLong", { max: CARD_FORMULA_LIMITS.formula });
  const target = named.vs === undefined ? null : valueOf(named.vs);
  if (target !== null && (typeof target !== "number" || Math.abs(target) > CARD_FORMULA_LIMITS.target)) {
    throw new IndieDiceError("INDIE_DICE.FormulaRequest.Error.Target", {
      value: named.vs!.slice(0, 40),
      max: CARD_FORMULA_LIMITS.target,
    });
  }
  const compare = named.compare ?? "atLeast";
  if (!FORMULA_COMPARES.some((known) => known === compare))
    throw new IndieDiceError("INDIE_DICE.FormulaRequest.Error.Compare", { value: compare.slice(0, 40) });
  return {
    ruleSet: FORMULA_KIND,
    formula,
    target,
    compare: compare as FormulaCompare,
    question: named.question === undefined ? null : questionWord(named.question),
  };
}

/** A contest of any formula as `/indie contest` names it: each side's formula, and the tie rule. */
export interface FormulaContestWords {
  /** The attackers' formula, as written (its `@` paths read from each side's own character). */
  readonly formula: string;
  /** The defender's, when it rolls another; null: the same. */
  readonly defender: string | null;
  readonly ties: FormulaTieRule;
}

/** The names `/indie contest formula` takes besides its formula. */
const CONTEST_WORD_NAMES = ["formula", "defender", "ties"] as const;

/**
 * `formula 1d20+@skills.ath.total defender=1d20+@skills.prc.total ties=again` (the kind, then the attackers' formula,
 * bare or as `formula="…"`): the one kind a contest can be started with by words, as the others need each rule set's
 * fields for both sides. Every formula checked for length here, and by the engine when the contest starts.
 */
export function parseFormulaContestWords(words: string): FormulaContestWords {
  const [kind = ""] = words.split(/\s+/, 1);
  if (kind.toLowerCase() !== "formula")
    throw new IndieDiceError("INDIE_DICE.ChatCommand.Error.ContestKind", { value: kind.slice(0, 40) });
  const rest = words.slice(kind.length).trim();
  const bare = rest === "" || STARTS_PAIR.test(rest) ? null : rest.split(/\s+/)[0]!;
  const named: Record<string, string> = {};
  for (const [name, value] of readPairs(bare === null ? rest : rest.slice(bare.length).trim(), rest)) {
    if (!CONTEST_WORD_NAMES.some((known) => known === name))
      throw new IndieDiceError("INDIE_DICE.FormulaRequest.Error.LinkField", { name: name.slice(0, 40) });
    if (name in named) throw new IndieDiceError(`${KEY}.Twice`, { name });
    named[name] = value;
  }
  if (bare !== null && named.formula !== undefined)
    throw new IndieDiceError("INDIE_DICE.FormulaRequest.Error.LinkTwice");
  const formula = contestFormula(bare ?? named.formula);
  const ties = named.ties ?? "defender";
  if (!isOneOf(FORMULA_TIE_RULES, ties))
    throw new IndieDiceError("INDIE_DICE.Contest.Error.FormulaTies", {
      value: ties.slice(0, 40),
      rules: FORMULA_TIE_RULES.join(", "),
    });
  return { formula, defender: named.defender === undefined ? null : contestFormula(named.defender), ties };
}

function contestFormula(written: string | undefined): string {
  const formula = (written ?? "").trim();
  if (formula === "") throw new IndieDiceError("INDIE_DICE.FormulaRequest.Error.LinkFormula");
  if (formula.length > CARD_FORMULA_LIMITS.formula)
    throw new IndieDiceError("INDIE_DICE.FormulaRequest.Error.TooLong", { max: CARD_FORMULA_LIMITS.formula });
  return formula;
}

/**
 * A question as a link writes it, refused now if it is no question at all; its N is checked against the rows asked
 * when a request is made.
 */
function questionWord(word: string): string {
  if (!isGroupQuestionWord(word))
    throw new IndieDiceError("INDIE_DICE.Request.Error.Question", { value: word.slice(0, 40) });
  return word;
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
    if (!match || !NAME.test(match[1]!))
      throw new IndieDiceError(`${KEY}.Pair`, { part: (rest.slice(at).split(/\s+/)[0] ?? shown).slice(0, 40) });
    pairs.push([match[1]!, match[2] ?? match[3]!]);
    at = PAIR.lastIndex;
  }
  return pairs;
}

/**
 * A whole number as a number, `true`/`false` as booleans, an expression checked as one, any other word as text. Digits
 * past a float's whole numbers stay text, so the field's error quotes them as typed (99999999999999999999, not 1e20).
 */
function valueOf(value: string): string | number | boolean {
  const number = /^[-−]?\d+$/.test(value) ? Number(value.replace("−", "-")) : NaN;
  if (Number.isSafeInteger(number)) return number;
  if (value === "true" || value === "false") return value === "true";
  if (isExpression(value)) parseExpression(value);
  return value;
}

/** The words a link draws when it has no label of its own: "Kaiser: kind skill, bonus @skills.stealth". */
export function checkLinkSummary(link: CheckLink): string {
  if (isFormulaLink(link)) return formulaSummary(link);
  const parts = Object.entries(link.fields).map(([name, value]) => `${name} ${String(value)}`);
  if (link.saved) parts.unshift(`“${link.saved}”`);
  return parts.join(", ");
}

/** The signs of the comparisons, the same in every language: "1d20+@abilities.dex.mod ≥ 15". */
const COMPARE_SIGNS: Readonly<Record<FormulaCompare, string>> = { atLeast: "≥", atMost: "≤", exactly: "=" };

function formulaSummary(link: FormulaCheckLink): string {
  return link.target === null ? link.formula : `${link.formula} ${COMPARE_SIGNS[link.compare]} ${link.target}`;
}
