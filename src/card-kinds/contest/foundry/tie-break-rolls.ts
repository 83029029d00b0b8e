/**
 * A contest's tie-break — the Kaiser and OGS roll-offs, the Dungeons of Olde roll-off, the Kleptonomicon's coin —
 * rolled as real Foundry dice by its rule set (`FoundryRuleSet.tieBreak`), one die at a time with the core's own step
 * rule (`tieBreakContinues`), and posted as one chat message holding every die. Being real rolls, they go through
 * Foundry's dice fulfillment (manual or physical dice, a seeded PRNG), Dice So Nice throws them on every client that
 * may see the message (each round in its own wave when the world does not merge a message's rolls), and the chat keeps
 * them. The card records the faces in the core's shape; who they favour is judged from them on every client.
 */
import { checkTieBreakDice } from "../core/contest-tie-break";
import { type TieBreakDice, type TieBreakKind } from "../core/contest-types";
import { messageModeOption } from "../../../foundry/foundry-version";
import type { MessageMode } from "../../../foundry/types/message-mode";
import { MODULE_ID } from "../../../foundry/module-id";
import { contestTieBreakOf } from "./contest-sides";
import type { TieBreakPairing } from "../core/contest-rule";

/** The flag of a tie-break message: `flags["indie-dice"].tieBreakDie`. */
export const TIE_BREAK_DIE_FLAG = "tieBreakDie";

interface TieBreakDieFlag {
  /** The card the tie-break settles a pairing of. */
  readonly cardId: string;
  readonly kind: TieBreakKind;
  /** The pairing, named by its attacker (every pairing has the one defender); absent when not given. */
  readonly attackerId?: string;
}

/** What a tie-break message says and who sees it. */
export interface TieBreakRollOptions {
  readonly cardId: string;
  readonly attackerId?: string;
  /** The two sides' names, as typed (they are escaped here). */
  readonly attacker: string;
  readonly defender: string;
  /** The two sides' specs (a formula contest's tie-break rolls them again). */
  readonly sides: TieBreakPairing;
  /** Who may see the dice: the most private mode of the two rolls that tied (the caller decides). */
  readonly mode: MessageMode;
  /** The message's speaker; this client's own by default. */
  readonly speaker?: object;
}

interface RolledTieBreak {
  readonly dice: TieBreakDice;
  /** The message that shows the dice (none when a `preCreateChatMessage` hook refused it). */
  readonly messageIds: string[];
}

/**
 * Rolls a whole tie-break, posts its dice in one message seen by `request.mode`'s users, and returns the dice as
 * the core records them (checked by `checkTieBreakDice`).
 */
export async function rollTieBreakInFoundry(kind: TieBreakKind, request: TieBreakRollOptions): Promise<RolledTieBreak> {
  const roller = new TieBreakRoller(request);
  const dice = checkTieBreakDice(await roller.roll(kind));
  const names = {
    attacker: foundry.utils.escapeHTML(request.attacker),
    defender: foundry.utils.escapeHTML(request.defender),
  };
  const flag: TieBreakDieFlag = {
    cardId: request.cardId,
    kind,
    ...(request.attackerId === undefined ? {} : { attackerId: request.attackerId }),
  };
  const created = await chatMessages().create(
    {
      rolls: roller.rolls,
      flavor: game.i18n.format(`INDIE_DICE.Dice.TieBreak.${kind}`, names),
      speaker: request.speaker ?? ChatMessage.getSpeaker(),
      flags: { [MODULE_ID]: { [TIE_BREAK_DIE_FLAG]: flag } },
    },
    messageModeOption(request.mode),
  );
  return { dice, messageIds: created?.id ? [created.id] : [] };
}

/** `ChatMessage.create` as this file calls it: fvtt-types 13 knows neither our flags nor v14's `messageMode`. */
interface MessageCreator {
  create(data: object, options: object): Promise<{ readonly id: string | null } | undefined>;
}

function chatMessages(): MessageCreator {
  return ChatMessage;
}

/** Rolls one die after another, keeping each as a Roll for the message. */
class TieBreakRoller {
  constructor(private readonly request: TieBreakRollOptions) {}

  readonly rolls: foundry.dice.Roll[] = [];

  /**
   * The contest kind whose tie-break this is rolls it (`FoundryRuleSet.tieBreak`, contest-sides.ts), one roll at a
   * time.
   */
  roll(kind: TieBreakKind): Promise<TieBreakDice> {
    const { attacker, defender, sides } = this.request;
    return contestTieBreakOf(kind).roll({
      attacker,
      defender,
      sides,
      die: async (formula, flavor, wave) => this.#face(await this.#roll(formula, flavor, wave), formula),
      total: async (formula, flavor, wave) => (await this.#roll(formula, flavor, wave)).total ?? 0,
    });
  }

  /**
   * One die (or a side's whole formula) as a Roll of its own, named after the side it is rolled for (plain text:
   * Foundry's roll template escapes a roll's flavor), thrown in 3D in the wave of its round. A blind tie-break asks
   * for no manual dice, as Foundry's own `Roll#toMessage` does for a blind roll.
   */
  async #roll(formula: string, flavor: string, wave: number): Promise<foundry.dice.Roll> {
    const roll = new foundry.dice.Roll(formula);
    Object.assign(roll.options, { flavor });
    for (const die of roll.dice) Object.assign(die.options, { rollOrder: wave });
    await roll.evaluate({ allowInteractive: this.request.mode !== "blind" });
    this.rolls.push(roll);
    return roll;
  }

  #face(roll: foundry.dice.Roll, formula: string): number {
    const face = roll.dice[0]?.results[0]?.result;
    if (typeof face !== "number") throw new Error(`Indie Dice | the tie-break die ${formula} showed no result`);
    return face;
  }
}
