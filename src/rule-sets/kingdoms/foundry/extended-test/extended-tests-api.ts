/**
 * `api.extendedTests`: starting a K&R Extended Test card (a GM) — for one roller, or one card per roller in turn —
 * rolling the round due, ending it. Its pool and DT may come from a saved roll of K&R's.
 */
import { extendedTestError, startExtendedCard } from "../../core/extended-test/extended-test-state";
import { shownRefusal } from "../../../../foundry/errors";
import { currentUser } from "../../../../foundry/cards/card-documents";
import { cardMessage } from "../../../../foundry/cards/card-state";
import { postCard } from "../../../../foundry/cards/post-card";
import { characterOf, controlledTokens, entrantOf, nameOf, uuidOf } from "../../../../foundry/sides";
import { askExtendedTest, type ExtendedTestChoice, type ExtendedTestWindow } from "./extended-test-dialog";
import { withCharacterNumbers } from "../../../../foundry/character-numbers";
import type { ExtendedTestOptions, ExtendedTestsApi } from "./extended-tests-api-types";
import type { ExtendedTestKind } from "./extended-test-kind";
import { IndieDiceError } from "../../../../core/errors";
import { resolveField } from "../../../../core/expressions/field-expression";
import { savedRollOf, savedRollsOf } from "../../../../foundry/saved-rolls/saved-rolls-api";
import type { ChatMessageView } from "../../../../foundry/types/chat-message";
import type { ContestSideInput } from "../../../../foundry/types/sides";

export function extendedTestsApi(kind: ExtendedTestKind): ExtendedTestsApi {
  return {
    extendedTest: (options) => startExtendedTestCard(kind, options),
    startWithDialog: async (options = {}) => {
      const sides = (options.token ?? options.actor) ? [options.token ?? options.actor!] : controlledTokens();
      refuseUnlessGm(sides.length === 1, () => extendedTestError("NoRoller", { count: sides.length }));
      return openWindow(kind, sides[0]!, {});
    },
    startEachWithDialog: async (options = {}) => {
      // The tokens given, else the selected ones, else the user's own character: whose roll it is (docs/characters.md).
      const given = [...(options.tokens ?? controlledTokens())];
      const character = game.user?.character ?? null;
      const sides = given.length === 0 && character ? [character] : given;
      refuseUnlessGm(sides.length > 0, () => extendedTestError("NoRollers"));
      // One window and one card per roller, in turn (docs/rulings.md "Kingdoms and Rulers": in an encounter each
      // character has a card of its own); the numbers typed for one open the next one's window, and closing a window
      // starts no further card.
      const cards: ChatMessageView[] = [];
      let typed: ExtendedTestChoice | null = null;
      for (const [index, side] of sides.entries()) {
        const card = await openWindow(kind, side, {
          series: sides.length > 1 ? { index: index + 1, count: sides.length } : null,
          initial: typed === null ? {} : numbersTyped(typed),
          typed: (setup) => (typed = setup),
        });
        if (card === null) break;
        cards.push(card);
      }
      return cards;
    },
    extendedRoll: async (card, options) => {
      const message = cardMessage(kind, card);
      return message ? kind.roll(message, options) : null;
    },
    endExtendedTest: async (card) => {
      const message = cardMessage(kind, card);
      return message ? kind.end(message) : false;
    },
  };
}

/** A refusal before any window: not a GM, or no roller to open it for (shown and thrown, localized). */
function refuseUnlessGm(hasRoller: boolean, noRoller: () => Error): void {
  try {
    if (!currentUser().isGM) throw extendedTestError("NotGMStart");
    if (!hasRoller) throw noRoller();
  } catch (error) {
    throw shownRefusal("warning", error);
  }
}

interface WindowOptions extends Pick<ExtendedTestWindow, "series" | "initial"> {
  /** Told the setup the GM started this roller's card with. */
  readonly typed?: (setup: ExtendedTestChoice) => void;
}

/** The window for one roller: their saved K&R rolls offered; Start posts their card (null: closed without one). */
async function openWindow(
  kind: ExtendedTestKind,
  side: ContestSideInput,
  options: WindowOptions,
): Promise<ChatMessageView | null> {
  const roller = characterOf(side);
  const saved = roller?.isOwner ? savedRollsOf(roller).filter((roll) => roll.ruleSet === "kingdoms") : [];
  const asked = {
    rollerName: nameOf(side),
    savedRolls: saved,
    savedNumbers: (id: string) => savedPoolAndDt(roller, id),
    series: options.series ?? null,
    initial: options.initial ?? {},
  };
  // A refusal is shown by the start itself, and keeps the window open with every number typed.
  return askExtendedTest(asked, async (setup) => {
    const card = await startExtendedTestCard(kind, { ...setup, token: side });
    options.typed?.(setup);
    return card;
  });
}

/**
 * The numbers typed in a window, for the next roller's: the pool and DT only where they were typed, not a saved roll's.
 */
function numbersTyped(setup: ExtendedTestChoice): ExtendedTestWindow["initial"] {
  const { replenish, targetMargin, rounds } = setup;
  return setup.savedRoll === undefined
    ? { pool: setup.pool, dt: setup.dt, replenish, targetMargin, rounds }
    : { replenish, targetMargin, rounds };
}

/** `api.extendedTests.extendedTest`: the GM posts the card as its own message. */
async function startExtendedTestCard(kind: ExtendedTestKind, options: ExtendedTestOptions): Promise<ChatMessageView> {
  try {
    if (!currentUser().isGM) throw extendedTestError("NotGMStart");
    const sides = (options.token ?? options.actor) ? [options.token ?? options.actor!] : controlledTokens();
    if (sides.length !== 1) throw extendedTestError("NoRoller", { count: sides.length });
    const { actorUuid, name } = entrantOf(uuidOf(sides[0]!), {}, new Map());
    const character = characterOf(sides[0]!);
    const fromSaved = options.savedRoll
      ? savedPoolAndDt(character, options.savedRoll)
      : withCharacterNumbers({ pool: options.pool, dt: options.dt }, character);
    const state = startExtendedCard({
      roller: { actorUuid: actorUuid ?? null, name },
      // Left out, a number is passed as it is (undefined), so the core refuses it, naming the field.
      dt: (fromSaved?.dt ?? options.dt) as number,
      pool: (fromSaved?.pool ?? options.pool) as number,
      replenish: options.replenish,
      targetMargin: options.targetMargin,
      rounds: options.rounds,
    });
    return await postCard(kind, state);
  } catch (error) {
    throw shownRefusal("warning", error);
  }
}

/** A saved K&R roll's pool and DT for an extended test, each read with the roller's numbers now. */
function savedPoolAndDt(actor: Actor.Implementation | null, idOrName: string): { pool: unknown; dt: unknown } {
  if (!actor) throw new IndieDiceError("INDIE_DICE.Error.SavedRoll.NotFound", { id: String(idOrName).slice(0, 40) });
  const roll = savedRollOf(actor, idOrName);
  if (roll.ruleSet !== "kingdoms")
    throw new IndieDiceError("INDIE_DICE.Error.SavedRoll.NotKingdoms", { name: roll.name });
  const rollData = actor.getRollData();
  return { pool: resolveField(roll.spec.pool ?? roll.spec.dice, rollData), dt: resolveField(roll.spec.dt, rollData) };
}
