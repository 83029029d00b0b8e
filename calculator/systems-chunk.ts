/**
 * The game systems' lazy script (vite.site.config.ts, `?lazy-script`): their answers in the web calculator (each
 * system's `answer`, declared in its folder beside its page — src/systems/calculator.ts — with its core odds and
 * words, and the formula engine most of them work their odds out with) and the figures drawn as the systems' own
 * dialogs draw them, built apart from the page's bundle and fetched the first time a system's view opens
 * (calculator/system-panels.ts), so that none of it counts against the first load (README "Web odds calculator").
 * It reads its words from the page's translator, and the engine's refusals, which only a lazy script carries, from
 * its own English.
 */
import english from "../lang/en.json";
import { SYSTEM_CALCULATORS } from "../src/systems/calculator";
import { systemCalculatorAnswer } from "../src/ui/systems/system-calculator";
import { systemOddsPanel } from "../src/ui/systems/system-odds-panel";
import type { Translator } from "../src/ui/translator";
import { ownWordsOf } from "./own-words";
import { damageAnswer, damageRules } from "../src/core/damage/damage-question";
import { damageCalculatorAnswer } from "../src/ui/damage/damage-calculator";
import { DAMAGE_VIEW } from "../src/ui/damage/damage-calculator-page";
import { damageFigures } from "../src/ui/damage/damage-figures";
import { SYSTEM_DAMAGE_CALCULATORS } from "./system-calculators";

const withOwnWords = ownWordsOf(english);

/** The class of an answer's lines that are no chance, under its figures. */
const AFTER = "indie-dice-system-after";

/** A system view's answer, its figures drawn for `page`: each refused field's reason, else the figures or why none. */
export interface DrawnSystemAnswer {
  readonly errors: Readonly<Record<string, string>>;
  readonly figures: HTMLElement | null;
  readonly refusal: string | null;
}

/** The answer to the fields of the view `view` (a system's id), or null for a view of no system here. */
export function drawnSystemAnswer(
  view: string,
  fields: Readonly<Record<string, string>>,
  i18n: Translator,
  page: Document,
): DrawnSystemAnswer | null {
  if (view === DAMAGE_VIEW) return drawnDamageAnswer(fields, withOwnWords(i18n), page);
  const answerer = SYSTEM_CALCULATORS.find((candidate) => candidate.page.id === view)?.answer;
  if (!answerer) return null;
  const answer = systemCalculatorAnswer(answerer, fields, withOwnWords(i18n));
  const figures = answer.view && systemOddsPanel(page, answer.view);
  // The lines that are no chance (CoC7's Luck), under the figures, as text.
  const after = answer.after.map((text) =>
    Object.assign(page.createElement("p"), { className: AFTER, textContent: text }),
  );
  figures?.append(...after);
  return { errors: answer.errors, figures, refusal: answer.refusal };
}

/** The Damage view's answer: the hit's and the critical's figures side by side, or why none. */
function drawnDamageAnswer(
  fields: Readonly<Record<string, string>>,
  i18n: Translator,
  page: Document,
): DrawnSystemAnswer {
  const rules = damageRules(SYSTEM_DAMAGE_CALCULATORS.map((calculator) => calculator.answer.rules));
  const answer = damageCalculatorAnswer(SYSTEM_DAMAGE_CALCULATORS, fields, i18n, (question) =>
    damageAnswer(question, rules),
  );
  const figures = answer.columns && damageFigures(page, answer.columns, answer.words);
  return { errors: answer.errors, figures, refusal: answer.refusal };
}
