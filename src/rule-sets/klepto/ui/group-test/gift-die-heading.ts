import type { GroupRolls, GroupTestState } from "../../core/group-test/group-test-types";
import { memberFinal } from "../../core/group-test/group-test-scores";
import { groupPassIfGiven, groupPassSeen, type GroupSeen } from "../../core/group-test/group-test-odds";
import { standardScoreSteps } from "../card-model";
import { cardBanner } from "../../../../ui/roll-cards/banner";
import type { CardBanner, CardOdds } from "../../../../ui/roll-cards/card-view";
import { oddsLine } from "../../../../ui/roll-cards/odds-line";
import { formatWith, type Translator } from "../../../../ui/translator";
import { diceText, keptDieOf, requestLine, scoreBanner } from "./group-test-card-model";

/**
 * What a gift's die says in its own chat message (docs/cards.md "What a card's messages say"): the die is no Test
 * of its own, so the message is headed by what the card states of it, in the card's numbers — the receiver's Score once
 * this gift is counted, with their Modifier and every die they keep the best of, and the group's chance that the gift
 * button showed before the die was rolled. Judged as a bare `1d10kc` with Modifier 0, it had contradicted the card.
 */
interface GiftDieHeading {
  readonly banner: CardBanner;
  /**
   * The chance the gift's button showed (its die still to roll); null where the button stated a certainty, or hid it.
   */
  readonly oddsBefore: CardOdds | null;
  /** The receiver, their Modifier and their dice once this gift is counted; null when hidden from the viewer. */
  readonly target: string | null;
  readonly steps: readonly string[];
}

interface GiftDieInput {
  readonly state: GroupTestState;
  readonly rolls: GroupRolls;
  /** The gift's index in `state.gifts`. */
  readonly gift: number;
  /** May this viewer see a participant's roll (as the card asks it)? */
  readonly mayView: GroupSeen;
}

const K = "INDIE_DICE.GroupTest";

export function giftDieHeading({ state, rolls, gift: index, mayView }: GiftDieInput, i18n: Translator): GiftDieHeading {
  const gift = state.gifts[index]!;
  const receiver = state.participants.find((p) => p.id === gift.receiver)!;
  // The die goes with the receiver's roll: what it makes of their Score is hidden with it
  // (docs/versions-and-privacy.md).
  if (!mayView(receiver.id)) {
    const text = formatWith(i18n, `${K}.GiftDieScoreHidden`, { receiver: receiver.name });
    return {
      banner: {
        ...cardBanner(i18n, "neutral", text, i18n.localize(`${K}.HiddenLabel`)),
        icon: "fa-solid fa-eye-slash",
      },
      oddsBefore: null,
      target: null,
      steps: [],
    };
  }
  const member = memberFinal(state, rolls, receiver.id, index + 1);
  const dice = diceText(i18n, member);
  return {
    banner: scoreBanner(i18n, member.final!),
    oddsBefore: chanceAsOffered(i18n, { state, rolls, gift: index, mayView }),
    target: formatWith(i18n, `${K}.GiftDieTarget`, {
      name: receiver.name,
      request: requestLine(i18n, receiver.request),
      dice,
    }),
    steps: [dice, ...standardScoreSteps(i18n, member.final!, keptDieOf(member).value, member.first!.modifier)],
  };
}

/**
 * The group's chance once this gift is given, its die still to roll, as its button put it to this viewer: worked out on
 * the card as it stood then (the gifts before it), from the rolls the viewer may see. A certain figure the button put
 * in words ("passes either way", "not enough alone") is left to the card.
 */
function chanceAsOffered(i18n: Translator, { state, rolls, gift: index, mayView }: GiftDieInput): CardOdds | null {
  const { giver, receiver } = state.gifts[index]!;
  const then: GroupTestState = { ...state, status: "open", gifts: state.gifts.slice(0, index) };
  if (groupPassSeen(then, rolls, mayView) >= 1) return null;
  const chance = groupPassIfGiven(then, rolls, giver, receiver, mayView);
  if (chance === null || chance <= 0 || chance >= 1) return null;
  return oddsLine(i18n, `${K}.Odds.BeforeGiftDie`, chance);
}
