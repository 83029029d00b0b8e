/**
 * A resolved contest's verdict, posted by the active GM's client under the last roll (docs/cards.md "A card kind": a
 * kind is a class, a view model and a template). Its state names the contest card only; each viewer's client draws the
 * verdict from that card's state, so it always agrees with the card, in the viewer's language. Chosen over
 * re-posting the card: the card stays where the contest began, with its history, and the verdict is one line per
 * pairing where the players are reading.
 */
import type { ContestState } from "../core/contest-types";
import { literal, object, string, type VersionedSchema } from "../../../core/schema";
import { contestVerdictModel } from "../ui/contest-verdict-model";
import { getMessage } from "../../../foundry/cards/card-documents";
import { scrollToMessage, TO_CARD_ACTION } from "../../../foundry/cards/card-links";
import { CardKind, type CardActions, type CardContext } from "../../../foundry/cards/card-kind";
import type { Translator } from "../../../ui/translator";
import { cardStateOf } from "../../../foundry/cards/card-state";

const CONTEST_VERDICT_FLAG = "contestVerdict";

interface VerdictState {
  readonly version: 1;
  readonly cardId: string;
}

const VERDICT_SCHEMA: VersionedSchema<VerdictState> = {
  version: 1,
  migrations: {},
  check: object({ version: literal(1), cardId: string }),
};

export class ContestVerdictKind extends CardKind<VerdictState> {
  readonly flag = CONTEST_VERDICT_FLAG;
  readonly schema = VERDICT_SCHEMA;
  /** The contest whose cards it reads. */
  readonly contest: CardKind<ContestState>;

  constructor(contest: CardKind<ContestState>) {
    super();
    this.contest = contest;
  }

  // Its words are the contest's.
  override get langSection(): string {
    return "Contest";
  }

  placeholder(): readonly string[] {
    return [];
  }

  override title(_state: VerdictState, i18n: Translator): string {
    return i18n.localize("INDIE_DICE.CardRoll.Verdict.Title");
  }

  view({ state }: CardContext<VerdictState>): object {
    const contestState = cardStateOf(this.contest, getMessage(state.cardId));
    if (contestState?.status !== "resolved") throw new Error("the contest card is gone or not resolved");
    return contestVerdictModel(contestState, state.cardId, game.i18n);
  }

  readonly actions: CardActions<VerdictState> = {
    [TO_CARD_ACTION]: {
      refusal: () => null,
      run: async ({ state }, { button }) => scrollToMessage(state.cardId, button),
    },
  };
}
