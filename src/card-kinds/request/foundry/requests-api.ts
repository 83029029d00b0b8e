/**
 * `api.requests` (docs/cards.md "Roll requests"): a GM asks several tokens for one roll; each row's roller rolls it from the
 * card; the GM skips rows and closes the request. Every refusal is localized, shown and thrown, before any card.
 */
import { readsCharacter } from "../../../core/expressions/field-expression";
import { IndieDiceError } from "../../../core/errors";
import { errorText } from "../../../ui/dialogs/error-text";
import { startRequest, type RequestRowInput } from "../core/request-state";
import { isRuleSetId } from "../../../core/rule-sets";
import { isCharacterRefusal, isFormulaRequest, readFormulaSpec, rowFormula } from "../core/formula-request";
import { rowRollData } from "./formula-rows";
import { checkSavedSpec } from "../../../ui/saved-rolls/check-saved-spec";
import { readDialogSettings } from "../../../foundry/dialog-settings";
import { shownRefusal } from "../../../foundry/errors";
import { withCharacterNumbers } from "../../../foundry/saved-rolls/dialog-spec";
import { currentUser } from "../../../foundry/cards/card-documents";
import { cardMessage } from "../../../foundry/cards/card-state";
import { postCard } from "../../../foundry/cards/post-card";
import { characterOf, entrantOf, uuidOf, type EntrantIds } from "../../../foundry/sides";
import type { ContestSideInput } from "../../../foundry/types/sides";
import type { RequestsApi, RequestStartOptions } from "./requests-api-types";
import type { RequestKind } from "./request-kind";
import { askRequest, defaultRequestTokens } from "./request-dialog";
import type { ChatMessageView } from "../../../foundry/types/chat-message";

/** A spec as the options give it: field names to numbers or words (`@` expressions included). */
type Spec = NonNullable<RequestStartOptions["spec"]>;

export function requestsApi(kind: RequestKind): RequestsApi {
  return {
    start: (options) => startRequestCard(kind, options),
    startWithDialog: async () => {
      if (!currentUser().isGM) throw shownRefusal("warning", kind.error("NotGMStart"));
      // A refusal is shown by start itself, and keeps the dialog open with everything typed.
      return askRequest((options) => startRequestCard(kind, options));
    },
    roll: async (card, participantId, options) => {
      const message = cardMessage(kind, card);
      return message ? kind.roll(message, participantId, options) : null;
    },
    skip: async (card, participantId) => {
      const message = cardMessage(kind, card);
      return message ? kind.skip(message, participantId) : false;
    },
    close: async (card) => {
      const message = cardMessage(kind, card);
      return message ? kind.close(message) : false;
    },
  };
}

/**
 * A formula request is refused before any card when the engine cannot answer its formula exactly (a part it does
 * not know, named); a row whose character lacks an `@` path is no refusal: that row shows the error on the card.
 */
function checkFormulaRows(spec: Spec, rows: readonly RequestRowInput[]): void {
  const read = readFormulaSpec(spec);
  for (const row of rows) {
    try {
      rowFormula(read, rowRollData({ actorUuid: row.actorUuid }));
    } catch (error) {
      if (!isCharacterRefusal(error)) throw error;
    }
  }
}

/**
 * A refusal that belongs to one row's numbers (its character lacks an `@` path, its number is past a limit) names
 * that row's character: of several tokens asked, the GM is told which one.
 */
function forRow<T>(name: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof IndieDiceError)) throw error;
    throw new IndieDiceError("INDIE_DICE.Request.Error.Row", { name, reason: errorText(game.i18n, error) });
  }
}

async function startRequestCard(kind: RequestKind, options: RequestStartOptions): Promise<ChatMessageView> {
  try {
    if (!currentUser().isGM) throw kind.error("NotGMStart");
    const ruleSet = options.ruleSet;
    const formula = isFormulaRequest(ruleSet);
    // A formula's `@` paths are read per row, from each row's character: only a rule set's fixed fields may not have any.
    if (!formula && Object.values(options.spec ?? {}).some(readsCharacter)) throw kind.error("SharedExpression");
    // A fixed field written as a sum of numbers (`3 + 4`) is worked out now, the same for every row.
    const spec = formula ? { ...(options.spec ?? {}) } : withCharacterNumbers({ ...(options.spec ?? {}) }, null);
    const seen: EntrantIds = new Map();
    const sides: { side: ContestSideInput; spec: Spec | null }[] = [
      ...(options.rows ?? []).map((row) => ({ side: (row.token ?? row.actor)!, spec: row.spec ?? null })),
      ...(options.tokens ?? []).map((side) => ({ side, spec: null })),
      ...(options.actors ?? []).map((side) => ({ side, spec: null })),
    ];
    const chosen = sides.length > 0 ? sides : defaultRequestTokens().map(({ side }) => ({ side, spec: null }));
    const rows: RequestRowInput[] = chosen.map(({ side, spec: own }) => {
      const uuid = uuidOf(side);
      const { id, actorUuid, name } = entrantOf(uuid, {}, seen);
      // A row's own numbers may be written with its character's (`@skills.stealth`): read now, as on every card.
      const written = !formula && (own || options.eachRow) ? { ...(options.eachRow ?? {}), ...(own ?? {}) } : null;
      const rowSpec = written ? forRow(name, () => withCharacterNumbers(written, characterOf(side))) : null;
      return { id, actorUuid: actorUuid ?? null, name, ...(uuid && uuid.includes("Token.") ? { tokenUuid: uuid } : {}), ...(rowSpec ? { spec: rowSpec } : {}) };
    });
    // The spec, then each row's numbers over it, must be a roll the rule set's dialog takes, before any card is posted.
    if (isRuleSetId(ruleSet)) {
      const settings = readDialogSettings();
      checkSavedSpec(game.i18n, settings, ruleSet, spec);
      for (const row of rows) if (row.spec) forRow(row.name, () => checkSavedSpec(game.i18n, settings, ruleSet, { ...row.spec, ...spec }));
    }
    if (formula) checkFormulaRows(spec, rows);
    const state = startRequest({
      ruleSet,
      spec,
      question: options.question ?? undefined,
      mode: options.mode ?? undefined,
      rows,
      ...(options.showDifficulty === undefined ? {} : { showDifficulty: options.showDifficulty }),
      ...(options.resultsWhenAllRolled === undefined ? {} : { resultsWhenAllRolled: options.resultsWhenAllRolled }),
      ...(options.hideNames === undefined ? {} : { hideNames: options.hideNames }),
    });
    return await postCard(kind, state);
  } catch (error) {
    throw shownRefusal("warning", error);
  }
}
