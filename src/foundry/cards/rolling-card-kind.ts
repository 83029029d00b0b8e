/**
 * A kind whose cards ask for rolls — the contest, the roll request, and the rule sets' group and extended tests
 * (docs/cards.md "A card kind"): made with the dice it reads those rolls with, the dialogs it rolls them in and the
 * one writer of cards that records them, given to its constructor and kept as its fields.
 */
import type { RegisteredDice } from "../dice/register-dice";
import type { DialogsApi } from "../types/dialogs";
import { CardKind } from "./card-kind";
import type { CardWriter } from "./card-writer";

export interface RollingKindParts {
  readonly dice: RegisteredDice;
  readonly dialogs: DialogsApi;
  readonly writer: CardWriter;
}

export abstract class RollingCardKind<S> extends CardKind<S> {
  readonly dice: RegisteredDice;
  readonly dialogs: DialogsApi;
  readonly writer: CardWriter;

  constructor({ dice, dialogs, writer }: RollingKindParts) {
    super();
    this.dice = dice;
    this.dialogs = dialogs;
    this.writer = writer;
  }
}
