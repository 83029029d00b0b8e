/**
 * The GM's *Start an Extended Test* window (`api.extendedTests.startWithDialog()`, and once per roller in turn
 * `api.extendedTests.startEachWithDialog()`, the compendium's K&R Extended Test macro; docs/cards.md "Extended tests
 * (Kingdoms and Rulers)"): for one roller, the starting pool and DT (or one of the roller's saved Kingdoms and Rulers
 * rolls giving both), the dice back each round, the target margin and the rounds, then Start. A form of the module's
 * own (src/ui/dialogs/window-size.ts "form"): it opens whole on a laptop, its first field focused, Enter starts it.
 * Every word is localized and every name escaped; each number is checked as it is typed against the limits the start
 * holds it to (an empty one is required, save the pool and DT a saved roll gives), and a refusal of the start keeps the
 * window open (src/foundry/apps/gm-form.ts); its fields are a template
 * (src/rule-sets/kingdoms/templates/dialogs/extended-test-dialog.hbs). The exact chance to reach the target, the card's
 * own line before the rolls, follows the numbers as they are typed.
 */
import { type Limit } from "../../../../core/limits";
import { KINGDOMS_LIMITS } from "../../core/limits";
import { startExtendedCard } from "../../core/extended-test/extended-test-state";
import { extendedStartChance } from "../../ui/extended-test/extended-test-card-model";
import { wholeNumberReason } from "../../../../ui/dialogs/form-reader";
import { askGmForm, numberIn, refusalText, typedNumber } from "../../../../foundry/apps/gm-form";
import { namedField } from "../../../../ui/dom/elements";
import {
  EXTENDED_TEST_FIELDS,
  extendedTestDialogView,
  type ExtendedTestFieldName,
  type ExtendedTestFormSetup,
} from "../../ui/extended-test/extended-test-dialog-view";
import type { SavedRoll } from "../../../../core/saved-rolls/saved-roll-types";

/** What the window asks; the API adds who rolls. */
export interface ExtendedTestChoice {
  readonly savedRoll?: string;
  readonly pool?: number;
  readonly dt?: number;
  readonly replenish: number;
  readonly targetMargin: number;
  readonly rounds: number;
}

const FIELD_LIMITS: Readonly<Record<ExtendedTestFieldName, Limit>> = {
  pool: KINGDOMS_LIMITS.kingdomsPool,
  dt: KINGDOMS_LIMITS.kingdomsThreshold,
  replenish: KINGDOMS_LIMITS.kingdomsReplenish,
  targetMargin: KINGDOMS_LIMITS.kingdomsTargetMargin,
  rounds: KINGDOMS_LIMITS.kingdomsRounds,
};

/** Who the window is for, and what it opens with. */
export interface ExtendedTestWindow extends ExtendedTestFormSetup {
  readonly savedRolls: readonly SavedRoll[];
  /** A saved roll's pool and DT as the start reads them (with the roller's numbers now); throws the start's refusal. */
  readonly savedNumbers: (id: string) => { readonly pool: unknown; readonly dt: unknown };
}

/** Opens the window; resolves with what `start` made of the setup, or null when it is closed. */
export async function askExtendedTest<R>(
  asked: ExtendedTestWindow,
  start: (setup: ExtendedTestChoice) => Promise<R>,
): Promise<R | null> {
  return askGmForm({
    name: "extended-test",
    title: "INDIE_DICE.ExtendedTest.Dialog.Title",
    icon: "fa-solid fa-hourglass-half",
    template: "templates/dialogs/extended-test-dialog.hbs",
    context: extendedTestDialogView(game.i18n, asked),
    submit: { action: "start", label: "INDIE_DICE.ExtendedTest.Dialog.Start", answer: readSetup },
    check: (form) => {
      // A saved roll gives the pool and the DT: their own fields are then not read.
      const fromSaved = (namedField(form, "savedRoll")?.value ?? "") !== "";
      return new Map(
        EXTENDED_TEST_FIELDS.map(([name]) => [
          name,
          fromSaved && (name === "pool" || name === "dt")
            ? null
            : wholeNumberReason(game.i18n, typedNumber(form, name), FIELD_LIMITS[name]),
        ]),
      );
    },
    chance: (form) => startChance(asked, readSetup(form)),
    accept: start,
    render: (element) => {
      const form = element.querySelector("form");
      if (!form) return;
      // A saved roll gives the pool and the DT: their own fields then have nothing to say.
      const followPick = () => {
        const picked = (namedField(form, "savedRoll")?.value ?? "") !== "";
        for (const name of ["pool", "dt"]) {
          const field = namedField(form, name);
          if (field) field.disabled = picked;
        }
      };
      namedField(form, "savedRoll")?.addEventListener("change", followPick);
    },
  });
}

/**
 * The card's chance before the rolls for this setup, worked out as the start would post it (a saved roll read with
 * the roller's numbers now); a number the start would refuse is said in the start's words instead.
 */
function startChance(asked: ExtendedTestWindow, setup: ExtendedTestChoice): string {
  try {
    const numbers = setup.savedRoll === undefined ? setup : asked.savedNumbers(setup.savedRoll);
    // A saved roll's number is read as the start reads it (a number, or refused as none).
    const read = (value: unknown) => (typeof value === "number" ? value : Number.NaN);
    const card = startExtendedCard({
      roller: { actorUuid: null, name: asked.rollerName },
      dt: read(numbers.dt),
      pool: read(numbers.pool),
      replenish: setup.replenish,
      targetMargin: setup.targetMargin,
      rounds: setup.rounds,
    });
    return extendedStartChance(game.i18n, card);
  } catch (error) {
    return refusalText(error);
  }
}

/** The setup as typed (read once every field is checked); an empty pool or DT is left out, a saved roll giving them. */
function readSetup(form: HTMLFormElement): ExtendedTestChoice {
  const savedRoll = namedField(form, "savedRoll")?.value ?? "";
  const setup = {
    replenish: numberIn(form, "replenish") ?? Number.NaN,
    targetMargin: numberIn(form, "targetMargin") ?? Number.NaN,
    rounds: numberIn(form, "rounds") ?? Number.NaN,
  };
  if (savedRoll !== "") return { ...setup, savedRoll };
  const pool = numberIn(form, "pool");
  const dt = numberIn(form, "dt");
  return { ...setup, ...(pool === undefined ? {} : { pool }), ...(dt === undefined ? {} : { dt }) };
}
