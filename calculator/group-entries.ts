/**
 * The Kleptonomicon group test and the K&R extended test on the playground's chat log, played as the Foundry
 * layer plays them: the card keeps its state (who rolled with which message, the gifts and their dice, the
 * rounds), every roll is a chat message of its own, and the card is judged again from them whenever it is drawn.
 */
import {
  applyGift,
  closeGroupTest,
  giftDieMethod,
  giftNeedsDie,
  recordGroupRoll,
  startGroupTest,
  type GiftReading,
  type GroupRollRequest,
  type GroupTestState,
} from "../src/core/group-tests/group-test";
import {
  endExtendedTest,
  foldExtendedTest,
  recordExtendedRound,
  startExtendedCard,
  type ExtendedTestCardSetup,
  type ExtendedTestCardState,
} from "../src/core/extended-tests/extended-test";
import { drawDice, type KleptoTestResult } from "../src/rule-sets/klepto/core/mechanics";
import type { RandomSource } from "../src/core/random";
import { extendedTestCardModel, type ExtendedTestCardView } from "../src/ui/extended-tests/extended-test-card-model";
import { groupTestCardModel, type GroupTestCardView } from "../src/ui/group-tests/group-test-card-model";
import type { Translator } from "../src/ui/translator";

export class GroupTestEntry {
  readonly rolls: Record<string, KleptoTestResult> = {};

  private constructor(public state: GroupTestState) {}

  static start(names: readonly string[], request: GroupRollRequest, reading: GiftReading): GroupTestEntry {
    const participants = names.map((name, index) => ({ id: `member-${index + 1}`, actorUuid: null, name, request }));
    return new GroupTestEntry(startGroupTest({ participants, reading }));
  }

  view(i18n: Translator): GroupTestCardView {
    // The playground's one user is the GM: every button is theirs.
    return groupTestCardModel({ state: this.state, rolls: this.rolls, mayAct: () => true }, i18n);
  }

  participant(id: string) {
    return this.state.participants.find((participant) => participant.id === id) ?? null;
  }

  record(participantId: string, messageId: string, judged: KleptoTestResult): void {
    this.state = recordGroupRoll(this.state, participantId, messageId, judged);
    this.rolls[participantId] = judged;
  }

  /** One Advantage from giver to receiver; the reading decides whether it rolls a die (kept with the gift). */
  give(giver: string, receiver: string, source: RandomSource): void {
    const dice = giftNeedsDie(this.state, this.rolls, receiver) ? drawDice(source, giftDieMethod(this.state, receiver), 1) : undefined;
    this.state = applyGift(this.state, this.rolls, giver, receiver, dice);
  }

  close(): void {
    this.state = closeGroupTest(this.state);
  }
}

export class ExtendedTestEntry {
  readonly faces: (readonly number[])[] = [];

  private constructor(public state: ExtendedTestCardState) {}

  static start(setup: ExtendedTestCardSetup): ExtendedTestEntry {
    return new ExtendedTestEntry(startExtendedCard(setup));
  }

  view(i18n: Translator): ExtendedTestCardView {
    return extendedTestCardModel({ state: this.state, faces: this.faces, mayAct: () => true }, i18n);
  }

  /** How many d12s the next round throws (the whole pool, as the rules say). */
  get nextDice(): number {
    return foldExtendedTest(this.state, this.faces).nextDice;
  }

  record(messageId: string, faces: readonly number[]): void {
    this.state = recordExtendedRound(this.state, this.faces, messageId, faces);
    this.faces.push(faces);
  }

  end(): void {
    this.state = endExtendedTest(this.state);
  }
}
