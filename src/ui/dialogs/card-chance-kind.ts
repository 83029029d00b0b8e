/**
 * A card chance paired with its answer (src/ui/dialogs/card-chances.ts): light enough for any rule set's views to
 * import (`UiRuleSet.cardChances`), as it imports no answer itself. An answer whose code is large (K&R's extended
 * test's odds) is given as a loader: the dialog waits for it once, before it opens (`loadCardChance`), so that code
 * stays out of the module's startup scripts and comes with the first dialog that asks it.
 */
import type { CardChanceAnswer, CardChanceKind, CardChances } from "./card-chances";

/** Answers being loaded right now (tests wait for them as for the card chunk; Foundry never needs to). */
const loading = new Set<Promise<unknown>>();

/** Resolves once every answer being loaded has loaded (or failed: the dialog reports that, not the waiter). */
export function cardChancesLoaded(): Promise<unknown> {
  return Promise.allSettled([...loading]);
}

/** A card chance by its name, answered by `answer`, or by what `answer` loads. */
export function cardChanceKind<Name extends keyof CardChances>(
  name: Name,
  answer: CardChanceAnswer<CardChances[Name]> | { readonly load: () => Promise<CardChanceAnswer<CardChances[Name]>> },
): CardChanceKind {
  let answering = typeof answer === "function" ? answer : null;
  return {
    load: async (cardChance) => {
      if (answering !== null || cardChance[name] == null || typeof answer === "function") return;
      const pending = answer.load();
      loading.add(pending);
      try {
        answering = await pending;
      } finally {
        loading.delete(pending);
      }
    },
    asked: (cardChance) => {
      const asked = cardChance[name];
      if (asked == null || answering === null) return null;
      const answered = answering;
      return {
        key: JSON.stringify([name, asked]),
        answer: (i18n, ruleSet, request) => answered(i18n, asked, ruleSet, request),
      };
    },
  };
}
