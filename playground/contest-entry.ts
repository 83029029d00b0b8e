/**
 * A contest card on the playground's chat log, played as the Foundry layer plays it: the card keeps the
 * contest's state (who takes part, which roll message each recorded, the tie-break dice), each participant's roll
 * is a chat message of its own, and every pairing is judged again from those rolls whenever the card is drawn.
 */
import { IndieDiceError } from "../src/core/errors";
import {
  dueTieBreaks,
  recordContestRoll,
  rollTieBreak,
  settleContest,
  startContest,
  type ContestRoll,
  type ContestRuleSet,
  type ContestSpec,
  type ContestState,
  type KingdomsActiveSide,
} from "../src/core/contests/contests";
import { parsePenaltyFormula } from "../src/core/mechanics/kaiser/penalty-formula";
import type { RandomSource } from "../src/core/random";
import { contestCardModel, type ContestCardView } from "../src/ui/contests/contests";
import type { Translator } from "../src/ui/translator";
import type { PlaygroundSettings } from "./played-roll";

export interface ContestSetupForm {
  readonly ruleSet: ContestRuleSet;
  readonly attackers: readonly string[];
  readonly defender: string;
  readonly attack: boolean;
  readonly kingdomsActive: KingdomsActiveSide;
  /** The rolls fixed in advance, one per attacker (so the card shows every pairing's odds before anyone rolls). */
  readonly attackerSpecs: readonly ContestSpec[];
  readonly defenderSpec: ContestSpec;
}

export class ContestEntry {
  readonly rolls: Record<string, ContestRoll> = {};

  private constructor(public state: ContestState) {}

  /** A new card; the world's tie rule and Fumble penalty are copied in, so later setting changes do not alter it. */
  static start(form: ContestSetupForm, settings: PlaygroundSettings): ContestEntry {
    const state = startContest({
      ruleSet: form.ruleSet,
      attackers: form.attackers.map((name, index) => ({ id: `attacker-${index + 1}`, name, spec: form.attackerSpecs[index] ?? null })),
      defenders: [{ id: "defender", name: form.defender, spec: form.defenderSpec }],
      attack: form.attack,
      rules: {
        kaiserTieRule: settings.kaiserTieRule,
        kaiserFumblePenalty: penaltyOf(settings),
        kaiserOpposedFumble: settings.kaiserOpposedFumble,
        kingdomsActive: form.kingdomsActive,
      },
    });
    return new ContestEntry(state);
  }

  view(i18n: Translator, showLuck: boolean): ContestCardView {
    // The playground's one user is the GM: every participant may be rolled for.
    return contestCardModel({ state: this.state, rolls: this.rolls, mayRoll: () => true, showLuck }, i18n);
  }

  participant(id: string) {
    return this.state.participants.find((participant) => participant.id === id) ?? null;
  }

  /**
   * Records a participant's roll message (refused as the GM's client would refuse it); once every roll is in, rolls
   * the tie-breaks the GM's client rolls by itself (a Dungeons of Olde stalemate waits for its button) and resolves.
   */
  record(participantId: string, messageId: string, spec: ContestSpec, roll: ContestRoll, source: RandomSource): void {
    this.state = recordContestRoll(this.state, { participantId, messageId, spec, roll } as never);
    this.rolls[participantId] = roll;
    this.#settle(null, source);
  }

  /** A pairing's tie-break button (a Dungeons of Olde roll-off): rolls what that pairing waits for. */
  rollTieBreak(attackerId: string, source: RandomSource): void {
    this.#settle(attackerId, source);
  }

  /** The GM's client's own step (src/core/contests/contest-settle.ts), with the playground's seeded dice. */
  #settle(pressed: string | null, source: RandomSource): void {
    const due = dueTieBreaks(this.state, this.rolls, pressed);
    const rolled = due.map((need) => ({ attackerId: need.attackerId, dice: rollTieBreak(need.kind, source) }));
    this.state = settleContest(this.state, this.rolls, rolled);
  }
}

function penaltyOf(settings: PlaygroundSettings) {
  try {
    return parsePenaltyFormula(settings.kaiserFumblePenalty);
  } catch (error) {
    if (error instanceof IndieDiceError) return undefined;
    throw error;
  }
}
