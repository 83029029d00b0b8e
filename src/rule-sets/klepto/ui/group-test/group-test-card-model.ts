import type { GroupResult, MemberFinal } from "../../core/group-test/group-test-scores";
import type { GroupRollSpec, GroupRolls, GroupTestState } from "../../core/group-test/group-test-types";
import { giftsGiven, mayGive } from "../../core/group-test/group-test-state";
import { groupFinalScores, groupResult } from "../../core/group-test/group-test-scores";
import {
  groupPassAfterEachGift,
  groupPassBefore,
  groupPassIfGiven,
  groupPassOfTests,
  groupPassSeen,
  type GroupSeen,
} from "../../core/group-test/group-test-odds";
import type { KleptoDie } from "../../core/mechanics/critical-dice";
import type { Score, StandardBand } from "../../core/mechanics/score";
import { giftAllowance } from "../../core/mechanics/group-gifts";
import { isPassing, standardBand } from "../../core/mechanics/score";
import { numericRangeFor } from "../../core/ranges/match-ranges";
import { cardBanner } from "../../../../ui/roll-cards/banner";
import { plain, signed } from "../../../../ui/roll-cards/card-text";
import type { CardBanner, CardOdds, CardTone } from "../../../../ui/roll-cards/card-view";
import { oddsLine } from "../../../../ui/roll-cards/odds-line";
import { formatCount, formatWith, type Translator } from "../../../../ui/translator";
import { disabledReason, type DisabledReason } from "../../../../ui/roll-cards/disabled-reason";

/** The `data-action` names of the group test card's buttons (all start with `indie-dice-`, see card-actions.ts). */
export const GROUP_TEST_ACTIONS = {
  roll: "indie-dice-group-roll",
  give: "indie-dice-group-give",
  close: "indie-dice-group-close",
} as const;

/** What a button asks for; the Foundry layer answers whether the user may (owners or a GM). */
export type GroupTestAct =
  | { readonly kind: "roll"; readonly participant: string }
  | { readonly kind: "give"; readonly giver: string; readonly receiver: string }
  | { readonly kind: "close" };

interface GroupButton {
  readonly action: string;
  readonly label: string;
  readonly icon: string;
  readonly disabled: boolean;
  /** Why it is disabled for this viewer (its tooltip); null when it is not, or when the card says it otherwise. */
  readonly reason: string | null;
  /** Participant ids for the data attributes ("" when the button names none). */
  readonly participant: string;
  readonly giver: string;
  readonly receiver: string;
  /** A gift button's short face, the receiver's name (its whole sentence is `label`); "" on other buttons. */
  readonly receiverName: string;
  /** The chance of the group passing once this gift is given (its die still to roll); null on other buttons. */
  readonly odds: CardOdds | null;
}

interface GroupMemberView {
  readonly id: string;
  readonly name: string;
  readonly rolled: boolean;
  /** "Modifier +2, Advantage 1". */
  readonly request: string;
  /** The first roll's Score, or "not rolled yet". */
  readonly firstScore: string;
  /** The final Score in words with its range, or "not rolled yet". */
  readonly finalScore: string;
  readonly tone: CardTone;
  readonly icon: string;
  readonly toneLabel: string;
  readonly dice: string;
  /** "Received 2 Advantages" or "". */
  readonly received: string;
  /** "May give 1 more Advantage" or "". */
  readonly canGive: string;
  readonly isLowest: boolean;
  readonly rollButton: GroupButton | null;
  readonly giveButtons: readonly GroupButton[];
}

interface GroupGiftView {
  readonly text: string;
  /**
   * The group's chance once this gift is given and its die rolled, with no further gift (given what the viewer may
   * see: certain when they see every roll).
   */
  readonly odds: CardOdds;
}

export interface GroupTestCardView {
  readonly title: string;
  readonly status: GroupTestState["status"];
  readonly statusText: string;
  /** The gift rules in force: a paragraph, inside the card's folded details. */
  readonly readingNote: string;
  readonly members: readonly GroupMemberView[];
  readonly gifts: readonly GroupGiftView[];
  /**
   * The group's result once everyone rolled: the lowest final Score and its range, in words with an icon; worded
   * as standing "so far", in a neutral tone, while an Advantage can still change it.
   */
  readonly result: CardBanner | null;
  /** Whether `result` may still change (gifts can be given): it is then provisional. */
  readonly provisional: boolean;
  /** The chance before anyone rolled ("before the rolls"), in the folded details. */
  readonly oddsBefore: CardOdds;
  /**
   * The chance of passing given the rolls in so far that the viewer may see (a roll hidden from them counts as before
   * it), while dice are still to roll; null once it is certain and the result says it instead of "0.0%" or
   * "100.0%", and once the card is closed (nothing is left to roll).
   */
  readonly oddsNow: CardOdds | null;
  /**
   * The rules paragraph and the chance before anyone rolled, folded by default (src/ui/roll-cards/details-memory.ts).
   */
  readonly details: { readonly open: boolean; readonly summary: string };
  readonly closeButton: GroupButton | null;
  readonly labels: {
    readonly members: string;
    readonly gifts: string;
    readonly odds: string;
    /** The caption of a giver's row of gift buttons. */
    readonly give: string;
  };
}

interface GroupTestCardInput {
  readonly state: GroupTestState;
  /** The judged first roll of everyone who rolled, by participant id. */
  readonly rolls: GroupRolls;
  readonly mayAct: (act: GroupTestAct) => boolean;
  /**
   * May this viewer see a participant's roll (Foundry's blind and private rolls)? Default: every roll. While one is
   * hidden from the viewer, so is its Score and the group's lowest Score; the chances count it as before it was
   * rolled, so none moves because of it. Once the GM closes the card, the verdict shows, still without the hidden
   * Score.
   */
  readonly mayView?: (participantId: string) => boolean;
  /** Whether this client opened the card's details before; folded by default. */
  readonly detailsOpen?: boolean;
}

const K = "INDIE_DICE.GroupTest";

export function groupTestCardModel(input: GroupTestCardInput, i18n: Translator): GroupTestCardView {
  const { state, rolls } = input;
  const finals = groupFinalScores(state, rolls);
  const result = groupResult(state, rolls);
  const names = new Map(state.participants.map((p) => [p.id, p.name]));
  const seen: GroupSeen = (id) => input.mayView?.(id) !== false;
  const afterEach = groupPassAfterEachGift(state, rolls, seen);
  const open = state.status === "open";
  const concealing = state.participants.some((p) => p.id in rolls && !seen(p.id));
  const passNow = groupPassSeen(state, rolls);
  const passSeen = concealing ? groupPassSeen(state, rolls, seen) : passNow;
  // While a roll is hidden from the viewer, whether a gift may change the result may not depend on it: the gifts are
  // offered as before, their chances given what the viewer may see.
  const giftsLeft =
    open && result !== null && anyGiftPossible(state, rolls) && (concealing || !resultSettled(result, passNow));
  const giving = giftsLeft && !concealing;
  const passing = new Set(
    finals
      .filter((member) => member.final !== null && seen(member.id) && isPassing(member.final))
      .map((member) => member.id),
  );
  const gifting: Gifting = { allowed: giftsLeft, passNow: passSeen, seen, passing };
  return {
    title: i18n.localize(`${K}.Title`),
    status: state.status,
    statusText: i18n.localize(open ? `${K}.Status.Open` : `${K}.Status.Closed`),
    readingNote: i18n.localize(state.reading === "dice" ? `${K}.Reading.Dice` : `${K}.Reading.PlusOne`),
    members: finals.map((member) => memberView(input, i18n, member, concealing ? null : result, gifting)),
    gifts: state.gifts.map((gift, index) => ({
      // A gift's die adds to its receiver's Score: hidden with the receiver's roll. Who gave is hidden with the
      // giver's: a gift is allowed from a Score of 7 or more, so naming the giver would tell that Score.
      text: giftText(
        i18n,
        { giver: names.get(gift.giver) ?? gift.giver, receiver: names.get(gift.receiver) ?? gift.receiver },
        gift.dice.faces,
        {
          giver: input.mayView?.(gift.giver) !== false,
          die: input.mayView?.(gift.receiver) !== false,
        },
      ),
      odds: certainOr(
        i18n,
        afterEach[index]!,
        `${K}.Odds.AfterGift`,
        `${K}.Odds.AfterGiftPasses`,
        `${K}.Odds.AfterGiftFails`,
      ),
    })),
    result: result
      ? concealing
        ? concealedResult(i18n, result, open)
        : resultBanner(i18n, result, names.get(result.lowestId) ?? result.lowestId, giving)
      : null,
    provisional: giving,
    oddsBefore: oddsLine(i18n, `${K}.Odds.Before`, groupPassBefore(state)),
    // The result banner states a certain outcome once every roll is in and seen; else the line says it, as 0 or 100%.
    oddsNow: open ? nowOdds(i18n, passSeen, result !== null && !concealing) : null,
    details: { open: input.detailsOpen === true, summary: i18n.localize(`${K}.Labels.Details`) },
    closeButton: open
      ? withReason(
          i18n,
          button(
            i18n,
            GROUP_TEST_ACTIONS.close,
            `${K}.Close`,
            "fa-solid fa-flag-checkered",
            !input.mayAct({ kind: "close" }),
          ),
          "GMCloses",
        )
      : null,
    labels: {
      members: i18n.localize(`${K}.Labels.Members`),
      gifts: i18n.localize(`${K}.Labels.Gifts`),
      odds: i18n.localize(`${K}.Labels.Odds`),
      give: i18n.localize(`${K}.Labels.Give`),
    },
  };
}

/** Whether Advantages may still be given on the card, and the group's chance of passing as it stands for the viewer. */
interface Gifting {
  readonly allowed: boolean;
  readonly passNow: number;
  readonly seen: GroupSeen;
  /** The members whose Score the viewer sees passing already. */
  readonly passing: ReadonlySet<string>;
}

/** Whether anyone may still give anyone an Advantage (a Score of 7+ with gifts left, a receiver with room). */
function anyGiftPossible(state: GroupTestState, rolls: GroupRolls): boolean {
  return state.participants.some((giver) => state.participants.some((to) => mayGive(state, rolls, giver.id, to.id)));
}

/**
 * Whether no Advantage can change the group's result any more: it passes for certain (a gift only ever raises a
 * Score) and its lowest Score is already at the top of the standard reading — a Critical Success, or a High Score
 * with no custom ranges above it to climb (a Mixed Score may still become High, so the card keeps offering gifts).
 */
function resultSettled(result: GroupResult, passNow: number): boolean {
  if (passNow < 1) return false;
  if (result.score.crit === "success") return true;
  return result.ranges === null && result.score.crit === null && standardBand(result.score) === "high";
}

/**
 * A chance that is a chance, in words with its percentage; a certain one (exactly 0 or 1) stated as certain, never
 * as "0.0%" or "100.0%".
 */
function certainOr(
  i18n: Translator,
  probability: number,
  chanceKey: string,
  passesKey: string,
  failsKey: string,
): CardOdds {
  // Only an exact 1 is certain: the group's chances are exactly 1 when no roll can fail it (docs/odds.md).
  if (probability >= 1) return { probability, text: i18n.localize(passesKey) };
  if (probability <= 0) return { probability, text: i18n.localize(failsKey) };
  return oddsLine(i18n, chanceKey, probability);
}

/** The "now" line while the card is open; none where the result banner states a certain outcome instead. */
function nowOdds(i18n: Translator, probability: number, resultSaysIt: boolean): CardOdds | null {
  if (resultSaysIt && (probability <= 0 || probability >= 1)) return null;
  return oddsLine(i18n, `${K}.Odds.Now`, probability);
}

function button(
  i18n: Translator,
  action: string,
  labelKey: string,
  icon: string,
  disabled: boolean,
  ids: Partial<Pick<GroupButton, "participant" | "giver" | "receiver">> = {},
  data: Record<string, string> = {},
  odds: CardOdds | null = null,
): GroupButton {
  return {
    action,
    label: formatWith(i18n, labelKey, data),
    icon,
    disabled,
    reason: null,
    participant: ids.participant ?? "",
    giver: ids.giver ?? "",
    receiver: ids.receiver ?? "",
    receiverName: data.name ?? "",
    odds,
  };
}

/* -------------------------------------------- */
/*  Members                                     */
/* -------------------------------------------- */

function memberView(
  input: GroupTestCardInput,
  i18n: Translator,
  member: MemberFinal,
  result: GroupResult | null,
  gifting: Gifting,
): GroupMemberView {
  const { state, rolls } = input;
  const participant = state.participants.find((p) => p.id === member.id)!;
  const open = state.status === "open";
  const rolled = member.first !== null;
  if (rolled && input.mayView?.(member.id) === false) return hiddenMember(i18n, participant);
  const rollButton =
    open && !rolled
      ? withReason(
          i18n,
          button(
            i18n,
            GROUP_TEST_ACTIONS.roll,
            `${K}.Roll`,
            "fa-solid fa-dice-d10",
            !input.mayAct({ kind: "roll", participant: member.id }),
            { participant: member.id },
          ),
          "NotYours",
          { name: participant.name },
        )
      : null;
  // No gift is offered once it cannot change the group's result (resultSettled).
  const giveButtons =
    open && rolled && gifting.allowed
      ? state.participants
          .filter((to) => mayGive(state, rolls, member.id, to.id))
          .map((to) => {
            const chance = giftChance(
              i18n,
              gifting,
              to.id,
              groupPassIfGiven(state, rolls, member.id, to.id, gifting.seen)!,
            );
            const gift = button(
              i18n,
              GROUP_TEST_ACTIONS.give,
              `${K}.Give`,
              "fa-solid fa-hand-holding-heart",
              !input.mayAct({ kind: "give", giver: member.id, receiver: to.id }),
              { giver: member.id, receiver: to.id },
              { name: to.name },
              chance,
            );
            return withReason(i18n, gift, "Gift", { name: participant.name });
          })
      : [];
  const requestText = requestLine(i18n, participant.request);
  if (!member.first || !member.final) {
    // A closed card takes no more rolls: its member is not rolled, no longer "not rolled yet".
    const waiting = i18n.localize(open ? `${K}.NotRolled` : `${K}.NotRolledClosed`);
    const banner = cardBanner(i18n, "neutral", waiting);
    return {
      id: member.id,
      name: participant.name,
      rolled,
      request: requestText,
      firstScore: waiting,
      finalScore: waiting,
      tone: "neutral",
      icon: banner.icon,
      toneLabel: banner.toneLabel,
      dice: "",
      received: "",
      canGive: "",
      isLowest: false,
      rollButton,
      giveButtons,
    };
  }
  const finalBanner = scoreBanner(i18n, member.final);
  const left = giftAllowance(member.first) - giftsGiven(state, member.id);
  return {
    id: member.id,
    name: participant.name,
    rolled,
    request: requestText,
    firstScore: formatWith(i18n, `${K}.FirstScore`, { score: scoreText(i18n, member.first) }),
    finalScore: finalBanner.text,
    tone: finalBanner.tone,
    icon: finalBanner.icon,
    toneLabel: finalBanner.toneLabel,
    dice: diceText(i18n, member),
    received: member.received > 0 ? formatCount(i18n, `${K}.Received`, member.received) : "",
    canGive: open && left > 0 ? formatCount(i18n, `${K}.CanGive`, left) : "",
    isLowest: result?.lowestId === member.id,
    rollButton,
    giveButtons,
  };
}

/**
 * What a gift button says of the group's pass: its chance once the gift's die is rolled; a group that passes
 * already "passes either way" (a gift only raises a Score); a receiver the viewer sees passing already "already
 * passes" (the button names the receiver) — the gift leaves the group's chance as it is, which only another member's
 * Score holds down; a gift that cannot make the group pass alone says so.
 */
function giftChance(i18n: Translator, gifting: Gifting, receiver: string, ifGiven: number): CardOdds {
  if (gifting.passNow >= 1) return { probability: 1, text: i18n.localize(`${K}.Odds.IfGivenEither`) };
  if (gifting.passing.has(receiver))
    return { probability: ifGiven, text: i18n.localize(`${K}.Odds.IfGivenAlreadyPasses`) };
  return certainOr(i18n, ifGiven, `${K}.Odds.IfGiven`, `${K}.Odds.IfGivenPasses`, `${K}.Odds.IfGivenNotAlone`);
}

/** A member whose roll the viewer may not see: rolled, and nothing more (no Score, dice or gifts to give). */
function hiddenMember(i18n: Translator, participant: GroupTestState["participants"][number]): GroupMemberView {
  return {
    id: participant.id,
    name: participant.name,
    rolled: true,
    request: requestLine(i18n, participant.request),
    firstScore: "",
    finalScore: i18n.localize(`${K}.Hidden`),
    tone: "neutral",
    icon: "fa-solid fa-eye-slash",
    toneLabel: i18n.localize(`${K}.HiddenLabel`),
    dice: "",
    received: "",
    canGive: "",
    isLowest: false,
    rollButton: null,
    giveButtons: [],
  };
}

/** "Modifier +2, Advantages 1, Disadvantages 0": the Test the card asks of a participant. */
export function requestLine(i18n: Translator, request: GroupRollSpec): string {
  // The usual Test has neither: "Modifier +0" alone, so a group of four still fits the chat column.
  if (request.advantages === 0 && request.disadvantages === 0)
    return formatWith(i18n, `${K}.RequestModifierOnly`, { modifier: signed(request.modifier, i18n) });
  return formatWith(i18n, `${K}.Request`, {
    modifier: signed(request.modifier, i18n),
    advantages: request.advantages,
    disadvantages: request.disadvantages,
  });
}

function scoreText(i18n: Translator, score: Score): string {
  if (score.crit === "success") return i18n.localize("INDIE_DICE.Card.Klepto.CritSuccess");
  if (score.crit === "failure") return i18n.localize("INDIE_DICE.Card.Klepto.CritFailure");
  return plain(score.total, i18n);
}

function dieText(die: KleptoDie): string {
  if (die.crit === "success") return "[10!]";
  if (die.crit === "failure") return "[0!]";
  return String(die.value);
}

/** The die a rolled member's Score is kept from: of their own roll, or a gift's. */
export function keptDieOf(member: MemberFinal): KleptoDie {
  return member.kept!.from === "roll" ? member.first!.dice[member.kept!.index]! : member.extraDice[member.kept!.index]!;
}

/** "8, 3 (set aside: 3); gifts: 9; kept 9". */
export function diceText(i18n: Translator, member: MemberFinal): string {
  const first = member.first!;
  const rolledDice = first.dice.map(dieText).join(", ");
  const aside = member.setAside.map((i) => dieText(first.dice[i]!)).join(", ");
  const extra = member.extraDice.map(dieText).join(", ");
  const keptDie = keptDieOf(member);
  return formatWith(i18n, `${K}.Dice`, {
    rolled: rolledDice,
    aside: aside === "" ? "" : formatWith(i18n, `${K}.SetAside`, { dice: aside }),
    extra: extra === "" ? "" : formatWith(i18n, `${K}.ExtraDice`, { dice: extra }),
    bonus: member.bonus > 0 ? formatWith(i18n, `${K}.Bonus`, { n: member.bonus }) : "",
    kept: dieText(keptDie),
  });
}

const BAND_TONES: Readonly<Record<StandardBand, CardTone>> = { low: "failure", mixed: "mixed", high: "success" };
const BAND_NAMES: Readonly<Record<StandardBand, string>> = {
  low: "INDIE_DICE.Card.Klepto.Low",
  mixed: "INDIE_DICE.Card.Klepto.Mixed",
  high: "INDIE_DICE.Card.Klepto.High",
};

/** A member's Score as the card words it: "10: High Score", a crit by its name. */
export function scoreBanner(i18n: Translator, score: Score): CardBanner {
  if (score.crit !== null) {
    const name = scoreText(i18n, score);
    return cardBanner(i18n, score.crit === "success" ? "critical" : "fumble", name, name);
  }
  const band = standardBand(score);
  const name = i18n.localize(BAND_NAMES[band]);
  return cardBanner(
    i18n,
    BAND_TONES[band],
    formatWith(i18n, `${K}.ScoreBand`, { score: plain(score.total, i18n), band: name }),
    name,
  );
}

/**
 * "Brunhild gave Sigurd an Advantage (d10: 9)"; "Sigurd was given an Advantage" where the viewer may not see the
 * giver's roll, and the die "hidden from you" where they may not see the receiver's.
 */
function giftText(
  i18n: Translator,
  names: { readonly giver: string; readonly receiver: string },
  faces: readonly number[],
  shown: { readonly giver: boolean; readonly die: boolean },
): string {
  const key = shown.giver ? `${K}.Gift` : `${K}.GiftTo`;
  if (faces.length === 0) return formatWith(i18n, key, names);
  if (!shown.die) return formatWith(i18n, `${key}DieHidden`, names);
  return formatWith(i18n, `${key}Die`, { ...names, face: faces.join(", ") });
}

/* -------------------------------------------- */
/*  The group's result                          */
/* -------------------------------------------- */

/** The result while a roll is hidden from the viewer: nothing while open, then the verdict alone once closed. */
function concealedResult(i18n: Translator, result: GroupResult, open: boolean): CardBanner {
  if (open)
    return {
      ...cardBanner(i18n, "neutral", i18n.localize(`${K}.ResultHidden`), i18n.localize(`${K}.HiddenLabel`)),
      icon: "fa-solid fa-eye-slash",
    };
  const passed = isPassing(result.score);
  return cardBanner(i18n, passed ? "success" : "failure", i18n.localize(passed ? `${K}.Passed` : `${K}.Failed`));
}

/**
 * The group's result. While Advantages can still change it, it is said to stand "so far", in the neutral tone
 * with the hourglass: a red "fails" that a gift may yet turn would read as the end of the Test.
 */
function resultBanner(i18n: Translator, result: GroupResult, lowestName: string, provisional: boolean): CardBanner {
  const banner = scoreBanner(i18n, result.score);
  const verdict = i18n.localize(isPassing(result.score) ? `${K}.Passed` : `${K}.Failed`);
  const range = result.ranges ? numericRangeFor(result.ranges, result.score) : null;
  const effect =
    range && range.effect !== ""
      ? formatWith(i18n, `${K}.Effect`, { bracket: range.bracket, effect: range.effect })
      : "";
  const text = formatWith(i18n, `${K}.Result`, { verdict, score: banner.text, name: lowestName, effect });
  if (!provisional) return { ...banner, text };
  const label = i18n.localize(`${K}.ProvisionalLabel`);
  return {
    ...cardBanner(i18n, "neutral", formatWith(i18n, `${K}.Provisional`, { result: text }), label),
    icon: "fa-solid fa-hourglass-half",
  };
}

/** A button that says, as its tooltip, why it is disabled. */
function withReason(
  i18n: Translator,
  made: GroupButton,
  reason: DisabledReason,
  data: Readonly<Record<string, string>> = {},
): GroupButton {
  return { ...made, reason: disabledReason(i18n, made.disabled, reason, data) };
}

/**
 * The group's chance as *Start a Group Test* shows it while the GM types its rows (docs/cards.md "Group tests (the
 * Kleptonomicon)"): the very line the card shows before the rolls, from the Tests typed.
 */
export function groupStartChance(i18n: Translator, requests: readonly GroupRollSpec[]): string {
  return oddsLine(i18n, `${K}.Odds.Before`, groupPassOfTests(requests)).text;
}

/**
 * A member's roll names its roller in the chat, as any roll made for a card does
 * (src/card-kinds/contest/ui/card-roll-text.ts).
 */
export function groupRollFlavor(i18n: Translator, name: string): string {
  return i18n.format("INDIE_DICE.CardRoll.GroupTest", { name });
}
