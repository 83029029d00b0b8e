/**
 * A formula request's rows on the Foundry side (docs/cards.md "Requests for any system"): each row's formula read
 * with its own character's roll data, its roll posted as a plain Foundry roll of that formula, and that roll read
 * back from its message trusting nothing but its dice — a plain `Roll` exactly, the very terms the row's formula
 * makes, dice faces each die can show, and a total its terms add up to.
 */
import { IndieDiceError } from "../../../core/errors";
import { type FixedRoll } from "../../../core/fixed-roll";
import { refuseChangedFixedRoll } from "../../../core/fixed-roll-check";
import { readFormulaSpec, rowFormula, type RowFormula } from "../core/formula-request";
import { requestError } from "../core/request-state";
import type { RequestRow, RequestState } from "../core/request-types";
import type { FormulaDialogSpec } from "../../../ui/dialogs/formula-dialog-types";
import type { MessageMode } from "../../../foundry/types/message-mode";
import type { DialogsApi, FormulaSpec } from "../../../foundry/types/dialogs";
import { actorDocumentOf } from "../../../foundry/cards/card-documents";
import { inCardRollWindow, type CardRollPrompt } from "../../../foundry/cards/card-roll";
import { foundryFormula, postPlainRoll, readPlainRoll } from "../../../foundry/cards/plain-roll";
import { askActiveGM } from "../../../foundry/cards/gm-query";
import type { GMAnswer } from "../../../foundry/refusal";
import type { ChatMessageView } from "../../../foundry/types/chat-message";

/**
 * The roll data a row's `@` paths are read from: its actor's (a token's synthetic actor for an unlinked token), or
 * none.
 */
export function rowRollData(row: Pick<RequestRow, "actorUuid">): object | null {
  return actorDocumentOf(row.actorUuid)?.getRollData() ?? null;
}

/** The row's formula with its character's numbers now, and its exact chance; throws the refusal naming the part. */
export function formulaRowOf(state: RequestState, row: RequestRow): RowFormula {
  return rowFormula(readFormulaSpec(state.spec), rowRollData(row));
}

/** The row's formula and chance, or the refusal that keeps them from being known. */
export function formulaRowOrError(state: RequestState, row: RequestRow): RowFormula | IndieDiceError {
  try {
    return formulaRowOf(state, row);
  } catch (error) {
    return error instanceof IndieDiceError ? error : new IndieDiceError("INDIE_DICE.FormulaRequest.Error.Unreadable");
  }
}

/** A formula row's roll as its Roll button (or a prompt) asks for it. */
interface FormulaRowRoll {
  readonly state: RequestState;
  readonly row: RequestRow;
  readonly cardId: string;
  readonly prompt: CardRollPrompt | null;
  /** Shift: no dialog, the row's formula rolled at once. */
  readonly fastForward: boolean;
  /** What the roll is for, in words (the roller may change it in the dialog). */
  readonly flavor: string;
  /** Who speaks the roll's message: the row's actor, or none when its name is hidden. */
  readonly speakerUuid: string | null;
  readonly mode: MessageMode;
  /** The flags that name the card and the row on the roll message. */
  readonly flags: Readonly<Record<string, unknown>>;
  /** The kind's record query, and its handler for when this client is the active GM's. */
  readonly query: string;
  readonly record: (data: unknown) => Promise<GMAnswer>;
}

/**
 * A formula row's roll (docs/cards.md "Requests for any system"): the *Any formula* dialog for the row's character,
 * its formula, target and comparison locked as the request set them (a hidden target left out, so no chance gives it
 * away), the row's numbers and exact chance shown; Roll — or Shift, with no dialog — posts a plain Foundry roll of the
 * row's formula as read from its character now (what the GM's client reads again), and the GM's client records it.
 * One dialog per roll on a client, as for every card's roll.
 */
export function rollFormulaRow(dialogs: DialogsApi, input: FormulaRowRoll): Promise<ChatMessageView | null> {
  const { state, row, prompt, fastForward } = input;
  return inCardRollWindow({ cardId: input.cardId, rollId: row.id, prompt, fastForward }, async (opened) => {
    let flavor = input.flavor;
    if (!fastForward) {
      const { spec, fixed } = givenToRoller(state);
      const guard = (request: FormulaDialogSpec) =>
        refuseChangedFixedRoll(
          fixed,
          { formula: request.formula, target: request.target, compare: request.compare },
          row.name,
        );
      const configured = await dialogs.configureFormula({
        actor: actorDocumentOf(row.actorUuid),
        spec,
        rollMode: input.mode,
        lockRollMode: true,
        flavor,
        fixed,
        guard,
        offerSavedRolls: false,
        opened,
        prompt: prompt ? { ...prompt, character: row.name, reason: flavor } : null,
      });
      if (!configured) return null;
      guard(configured.spec);
      flavor = configured.message.flavor ?? flavor;
    }
    const { resolved } = formulaRowOf(state, row);
    const message = await postPlainRoll({
      formula: resolved,
      actorUuid: input.speakerUuid,
      flavor,
      mode: input.mode,
      flags: input.flags,
    });
    if (message?.id)
      await askActiveGM({
        query: input.query,
        data: { cardId: input.cardId, messageId: message.id },
        local: input.record,
      });
    return message;
  });
}

/**
 * What the roller is given of a formula request: its formula, comparison and target, all of it locked — with a
 * hidden target left out of the dialog's spec, and fixed as none (undefined: a formula carrying one is refused).
 */
function givenToRoller(state: RequestState): { readonly spec: FormulaSpec; readonly fixed: FixedRoll } {
  const { formula, target, compare } = readFormulaSpec(state.spec);
  const shown = state.showDifficulty ? target : undefined;
  return {
    spec: { formula, compare, ...(shown === undefined ? {} : { target: shown }) },
    fixed: { values: { formula, compare, target: shown }, whole: true },
  };
}

/**
 * The total of a formula row's roll, read from its message (or the card's copy): refused as the row's `WrongRoll`
 * unless it is one plain Foundry roll (plain-roll.ts) of exactly `formula`'s terms.
 */
export function readFormulaRoll(message: Pick<ChatMessageView, "_source">, formula: string, name: string): number {
  const refused = () => requestError("WrongRoll", { name });
  const read = readPlainRoll(message, refused);
  if (read.formula !== foundryFormula(formula)) throw refused();
  return read.total;
}
