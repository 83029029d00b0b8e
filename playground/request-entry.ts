/**
 * A roll request on the playground's chat log, played as the Foundry layer plays it (src/foundry/cards/request): the
 * card keeps its state (which row rolled with which message, which was skipped), every roll is a chat message of its
 * own, and the card is judged again from the rolls whenever it is drawn. The playground's one user is the GM.
 */
import type { ContestRoll } from "../src/core/contests/contests";
import { closeRequest, recordRequestRoll, rollerFixed, skipRow, startRequest, type RequestRow, type RequestState, type RequestValue } from "../src/core/requests/request-state";
import { judgeRow } from "../src/core/requests/row-judgment";
import type { RuleSetId } from "../src/core/rule-sets";
import type { DialogSettings } from "../src/ui/dialogs";
import { requestCardModel, type RequestCardView, type RequestRowFacts } from "../src/ui/requests/request-card-model";
import type { Translator } from "../src/ui/translator";
import { OWN_NUMBER, specChance } from "../src/ui/requests/request-dialog-model";

export interface RequestMember {
  readonly name: string;
  /** The row's own number, or null: its roller enters it. */
  readonly value: number | null;
}

export class RequestEntry {
  readonly rolls: Record<string, ContestRoll> = {};

  private constructor(public state: RequestState) {}

  static start(input: { ruleSet: RuleSetId; members: readonly RequestMember[]; spec: Readonly<Record<string, RequestValue>>; question: string; mode: string; showDifficulty: boolean }): RequestEntry {
    const rows = input.members.map((member, index) => ({
      id: `row-${index + 1}`,
      actorUuid: null,
      name: member.name,
      ...(member.value === null ? {} : { spec: { [OWN_NUMBER[input.ruleSet]]: member.value } }),
    }));
    return new RequestEntry(
      startRequest({ ruleSet: input.ruleSet, spec: input.spec, question: input.question, mode: input.mode, rows, showDifficulty: input.showDifficulty }),
    );
  }

  row(id: string): RequestRow | null {
    return this.state.participants.find((row) => row.id === id) ?? null;
  }

  /** What a row rolls: the request's fixed fields over the row's own number. */
  rowSpec(row: RequestRow): Record<string, RequestValue> {
    return { ...(row.spec ?? {}), ...this.state.spec };
  }

  view(i18n: Translator, settings: DialogSettings): RequestCardView {
    const facts: Record<string, RequestRowFacts> = {};
    for (const row of this.state.participants) {
      const roll = this.rolls[row.id];
      facts[row.id] = {
        judgment: roll ? judgeRow(this.state.ruleSet, roll, this.rowSpec(row), { kingdomsBasicRule: settings.kingdomsBasicRule }) : null,
        chance: roll || row.skipped || !row.spec ? null : specChance(this.state.ruleSet, this.rowSpec(row), settings, i18n),
        mayView: true,
        mayRoll: true,
        owns: true,
      };
    }
    return requestCardModel({ state: this.state, facts, viewerIsGM: true, settings }, i18n);
  }

  /** What the roller rolls: what they are given of the request (src/core/requests) over the row's own number. */
  rollerSpec(row: RequestRow): Record<string, RequestValue> {
    return { ...(row.spec ?? {}), ...rollerFixed(this.state) };
  }

  record(rowId: string, messageId: string, roll: ContestRoll): void {
    this.state = recordRequestRoll(this.state, rowId, messageId);
    this.rolls[rowId] = roll;
  }

  skip(rowId: string): void {
    this.state = skipRow(this.state, rowId);
  }

  close(): void {
    this.state = closeRequest(this.state);
  }
}
