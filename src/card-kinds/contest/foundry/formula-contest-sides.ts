/**
 * The formula contest on Foundry's side (docs/formula-contest.md): a side's formula read with its character's numbers
 * when the contest starts, written as Foundry writes its terms (so its roll's formula reads back the same); its roll
 * made in the *Any formula* dialog — the card's formula locked, or the roller's own when the card left it open — and
 * posted as a plain Foundry roll (Dice So Nice, manual dice and every module see an ordinary roll); that roll read
 * back trusting nothing but its dice (plain-roll.ts); and equal totals rolled again as real rolls of both formulas,
 * round by round, in one message.
 */
import { againContinues, type AgainRound } from "../core/formula-contest";
import { formulaOf, type FormulaContestSpec } from "../core/formula-contest-kind";
import { rememberedFormulaDistribution } from "../../../core/formula/formula-luck";
import { refuseChangedFixedRoll } from "../../../core/fixed-roll-check";
import { parseMessageMode } from "../../../foundry/foundry-version";
import type { FormulaDialogSpec } from "../../../ui/dialogs/formula-dialog-types";
import { actorDocumentOf } from "../../../foundry/cards/card-documents";
import { inCardRollWindow } from "../../../foundry/cards/card-roll";
import type { FoundryContestKind, FoundryTieBreak } from "./contest-side-types";
import { askActiveGM } from "../../../foundry/cards/gm-query";
import { foundryFormula, postPlainRoll, readPlainRoll } from "../../../foundry/cards/plain-roll";
import { cardError } from "../../../core/card-errors";

/** The spec a formula makes with a character's numbers: resolved by the engine (a missing path refused by name). */
function specWith(formula: string, rollData: unknown): FormulaContestSpec {
  return { formula: foundryFormula(rememberedFormulaDistribution(formula, rollData).resolved) };
}

/** Rolling again: both formulas as real rolls, a round at a time, until the totals differ (or the cap). */
const tieBreak: FoundryTieBreak = {
  kind: "formulaAgain",
  roll: async ({ attacker, defender, sides, total }) => {
    const [first, second] = [formulaOf(sides.attacker), formulaOf(sides.defender)];
    const rounds: AgainRound[] = [];
    while (againContinues(rounds)) {
      const wave = rounds.length;
      rounds.push([await total(first, attacker, wave), await total(second, defender, wave)]);
    }
    return { kind: "formulaAgain", rounds };
  },
};

export const formulaContestSides: FoundryContestKind = {
  withCharacterNumbers: (spec, actor) =>
    spec === null ? null : specWith(formulaOf(spec), actor?.getRollData() ?? null),
  readRoll: (_dice, _ruleSet, message, name) => {
    const { formula, total } = readPlainRoll(message, () => cardError("WrongRoll", { name }));
    return { spec: { formula }, roll: { formula, total } };
  },
  rollSide: (dialogs, side) => {
    const { participant, prompt, fastForward } = side;
    const fixed = participant.spec === null ? null : formulaOf(participant.spec);
    const given = side.spec === null ? null : formulaOf(side.spec);
    return inCardRollWindow(
      { cardId: side.cardId, rollId: participant.id, prompt, fastForward, follow: side.follow },
      async (opened) => {
        const locked = fixed === null ? null : { values: { formula: fixed }, whole: true };
        // A roll the card fixed is not the roller's to change: locked, and refused before any die if changed.
        const guard = locked
          ? (request: FormulaDialogSpec) =>
              refuseChangedFixedRoll(locked, { formula: request.formula }, participant.name)
          : null;
        const configured = await dialogs.configureFormula({
          actor: actorDocumentOf(participant.actorUuid),
          spec: given === null ? null : { formula: given },
          // Shift rolls at once only a formula the card gave; an open side's roller writes theirs in the dialog.
          fastForward: fastForward && given !== null,
          flavor: side.flavor,
          fixed: locked,
          guard,
          offerSavedRolls: locked === null,
          opened,
          prompt: prompt ? { ...prompt, character: participant.name, reason: side.flavor } : null,
          contest: side.cardChance.contest ?? null,
        });
        if (!configured) return null;
        guard?.(configured.spec);
        const message = await postPlainRoll({
          formula: configured.spec.resolved,
          actorUuid: participant.actorUuid,
          flavor: configured.message.flavor ?? side.flavor,
          mode: parseMessageMode(configured.message.rollMode),
          flags: side.messageFlags,
        });
        if (message?.id)
          await askActiveGM({
            query: side.query,
            data: { cardId: side.cardId, messageId: message.id },
            local: side.record,
          });
        return message;
      },
    );
  },
  tieBreak,
};
