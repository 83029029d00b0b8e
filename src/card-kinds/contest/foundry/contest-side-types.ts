/**
 * What the contest card asks of a kind of contest on Foundry's side (src/card-kinds/contest/foundry/contest-sides.ts):
 * types only, so that a kind's own sides (the formula contest's) and the registry that files them need not import each
 * other.
 */
import type {
  ContestParticipant,
  ContestRoll,
  ContestKindId,
  ContestRulesOf,
  ContestSpec,
  ContestSpecs,
  ContestState,
  TieBreakDice,
  TieBreakKind,
} from "../core/contest-types";
import type { TieBreakPairing } from "../core/contest-rule";
import type { RuleSetId } from "../../../core/rule-set-types";
import type { CardChance } from "../../../ui/dialogs/card-chances";
import type { RegisteredDice } from "../../../foundry/dice/register-dice";
import type { GMAnswer } from "../../../foundry/refusal";
import type { ChatMessageView } from "../../../foundry/types/chat-message";
import type { DialogsApi } from "../../../foundry/types/dialogs";
import type { CardRollPrompt } from "../../../foundry/cards/card-roll";
import type { FollowCard } from "../../../foundry/cards/card-roll-windows";

/** A side's roll as its Roll button (or a prompt) asks for it (src/card-kinds/contest/foundry/contest-kind.ts). */
export interface ContestSideRoll {
  readonly state: ContestState;
  readonly participant: ContestParticipant;
  readonly cardId: string;
  readonly prompt: CardRollPrompt | null;
  /** What the dialog opens with: the card's spec, the caller's, or the side's proposal. */
  readonly spec: ContestSpec | null;
  /** Shift: no dialog (the caller has ruled out a roll that is only proposed). */
  readonly fastForward: boolean;
  readonly flavor: string;
  /** The side's chance against each opponent, as the card shows it; followed as the card changes. */
  readonly cardChance: CardChance;
  readonly follow: FollowCard;
  readonly messageFlags: Readonly<Record<string, unknown>>;
  /** The kind's record query, and its handler for when this client is the active GM's. */
  readonly query: string;
  readonly record: (data: unknown) => Promise<GMAnswer>;
}

/** What the contest card asks of a kind on Foundry's side. */
export interface FoundryContestKind {
  /** A side's spec as its starter gave it, with its `@` paths read from its character now (none: refused by name). */
  withCharacterNumbers(spec: ContestSpec | null, actor: Actor.Implementation | null): ContestSpec | null;
  /** A side's roll read back from its message: the spec it was rolled with and its judged roll (throws `WrongRoll`). */
  readRoll(
    dice: RegisteredDice,
    ruleSet: ContestKindId,
    message: Pick<ChatMessageView, "_source">,
    name: string,
  ): { readonly spec: ContestSpec; readonly roll: ContestRoll };
  /**
   * A side's roll from the card: its dialog (or at once), posted with the card's flags, recorded by the GM's client.
   */
  rollSide(dialogs: DialogsApi, side: ContestSideRoll): Promise<ChatMessageView | null>;
  /** Its tie-break as Foundry dice, when its ties are broken by dice. */
  readonly tieBreak?: FoundryTieBreak;
}

/** What a rule set's tie-break is rolled with: one real die at a time (tie-break-rolls.ts). */
export interface TieBreakDieRoller {
  /** The two sides' names, as typed. */
  readonly attacker: string;
  readonly defender: string;
  /** The two sides' specs, for a tie-break whose dice are the sides' own rolls again (a formula contest's). */
  readonly sides: TieBreakPairing;
  /**
   * Rolls one die as a Roll of its own, named after the side (`flavor`), thrown in 3D in its round's `wave`: its face.
   */
  die(formula: string, flavor: string, wave: number): Promise<number>;
  /** Rolls a whole formula the same way: its total. */
  total(formula: string, flavor: string, wave: number): Promise<number>;
}

/** A contest kind's tie-break, rolled as Foundry dice (a rule set's; the formula contest's rounds of rolling again). */
export interface FoundryTieBreak {
  readonly kind: TieBreakKind;
  roll(roller: TieBreakDieRoller): Promise<TieBreakDice>;
}

declare module "../../../foundry/rule-set-types" {
  /** What the contests ask of a rule set on Foundry's side (src/foundry/rule-set-types.ts). */
  interface FoundryRuleSet<R extends RuleSetId> {
    /**
     * The options a contest side's roll carries beyond its spec (into the Roll's `options`), from the card's rules
     * and the side's spec (null until its roller chooses one); null for none.
     */
    readonly contestRollOptions: (
      rules: ContestRulesOf<R>,
      spec: ContestSpecs[R] | null,
    ) => Record<string, unknown> | null;
    /** Its contests' tie-break, when a tie is broken by dice. */
    readonly tieBreak?: FoundryTieBreak;
  }
}
