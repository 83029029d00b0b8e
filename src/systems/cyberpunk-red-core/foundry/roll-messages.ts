import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import { cpredCardAgrees, cpredCardOf, cpredKeptOf, type CpredCard, type CpredKept } from "../core/cpred-card";
import { cpredMessageOdds } from "../core/cpred-odds";
import { CPRED_GM_DV, cpredLabels } from "../ui/roll-labels";
import type { CpredGmDv } from "./gm-dv";

/**
 * A Cyberpunk RED check's message keeps the chance it had (docs/systems-cyberpunk-red-core.md "The roll's message").
 * The system's card (`CPRChat.RenderRollCard`, cpr-chat.js:61-87) carries no roll and no flag, and no hook fires
 * around the roll; but its dialog confirms the very `CPRRoll` it was drawn on (`showDialog` resolves with it,
 * cpr-dialog-application.js:141-148), which the sheet then rolls, gives its `entityData` and posts
 * (cpr-actor-sheet.js:624-664). So each check the dialog drew is held until the message about to be created shows
 * that roll rolled — its face, its total, its actor —, and the message keeps the roll's base, its critical die and
 * the DV its roller typed. Each draw reads the card again: a record the card does not bear out draws nothing.
 */

/** A check drawn in a dialog: the live roll and the DV typed beside it, as it stands. */
interface Drawn {
  readonly roll: object;
  readonly dv: () => number | null;
}

/** The checks lately drawn, newest last: a confirmed roll is posted at once, so a few are enough. */
const HELD = 8;

export interface CpredDrawnChecks {
  hold(roll: object, dv: () => number | null): void;
}

export function cpredRolls(kit: RuleSetKit, gmDv: CpredGmDv): SystemRolls & CpredDrawnChecks {
  const { field } = kit.systems;
  const drawn: Drawn[] = [];
  const idOf = (value: unknown) => (typeof value === "string" ? value : field(value, "id"));

  /** The held roll the card shows rolled for its speaker, taken from the held ones. */
  function claim(card: CpredCard, speaker: unknown): Drawn | null {
    const index = drawn.findIndex(
      ({ roll }) =>
        field(roll, "initialRoll") === card.face &&
        field(roll, "resultTotal") === card.total &&
        idOf(field(field(roll, "entityData"), "actor")) === speaker,
    );
    return index < 0 ? null : (drawn.splice(index, 1)[0] ?? null);
  }

  function keptOf(document: object): CpredKept | null {
    const card = cpredCardOf(field(document, "content"));
    const held = card && claim(card, idOf(field(field(document, "speaker"), "actor")));
    const computeBase = field(held?.roll, "_computeBase");
    if (!card || !held || typeof computeBase !== "function") return null;
    // After the roll, `_computeBase` holds the first die too (cpr-rolls.js:205-207): the base is the rest.
    const base = Number(Reflect.apply(computeBase, held.roll, [])) - card.face;
    // A GM's DV is his (the players read every flag of a message they receive): it stays in his dialog.
    const dv = game.user?.isGM === true ? null : held.dv();
    const kept = cpredKeptOf({ base, critical: field(held.roll, "calculateCritical") === true, dv });
    return kept && cpredCardAgrees(kept, card) ? kept : null;
  }

  /** Whether the message's author may speak for its speaker: a GM, or an owner of the actor that rolled. */
  function authorSpeaks(message: SystemRollMessage): boolean {
    const author = field(message, "author");
    if (field(author, "isGM") === true) return true;
    const id = field(field(message, "speaker"), "actor");
    const actor = typeof id === "string" ? game.actors?.get(id) : undefined;
    const test = field(actor, "testUserPermission");
    return typeof test === "function" && Reflect.apply(test, actor, [author, "OWNER"]) === true;
  }

  /** The record and the card, where the card bears the record out and the viewer may read the check's figures. */
  function borneOut(stored: unknown, message: SystemRollMessage): { kept: CpredKept; card: CpredCard } | null {
    const kept = cpredKeptOf(stored);
    const card = cpredCardOf(field(message, "content"));
    if (!kept || !card || !cpredCardAgrees(kept, card) || !authorSpeaks(message)) return null;
    // The card shows the base to all who may open it, but the dialog kept the GM's NPC's figures from players.
    return kit.systems.speakerIsGmsNpc(message) ? null : { kept, card };
  }

  return {
    hook: "preCreateChatMessage",
    hold(roll, dv) {
      if (drawn.some((each) => each.roll === roll)) return;
      drawn.push({ roll, dv });
      if (drawn.length > HELD) drawn.shift();
    },
    record: (args) => kit.systems.recordFromMessage(args, (document) => keptOf(document)),
    reread(stored, message) {
      const read = borneOut(stored, message);
      if (!read) return null;
      const { kept, card } = read;
      const named = (dv: number) => game.i18n?.format(cpredLabels.target, { target: String(dv) }) ?? String(dv);
      // The GM's DV (his own, or shared) is the check's: whether the card's total beat it is said under the figures.
      const set = gmDv.dvOf(message);
      const dv = set ?? kept.dv;
      const key = set !== null && card.total > set ? CPRED_GM_DV.beaten : CPRED_GM_DV.notBeaten;
      return {
        odds: () => cpredMessageOdds(kept, dv, named),
        labels: cpredLabels,
        targetVisible: true,
        ...(set === null ? {} : { after: (i18n) => [kit.text.formatWith(i18n, key, { total: card.total, dv: set })] }),
      };
    },
    formula: () => null,
    // A kept check's drawn message (only where its chance may be drawn): the GM's DV field goes there.
    drawn(stored, message, html) {
      if (borneOut(stored, message)) gmDv.draw(message, html);
    },
  };
}
