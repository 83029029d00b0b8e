import { judgeCheck } from "../core/mechanics/check";
import { judgeDifficulty } from "../core/mechanics/difficulty";
import { opposedSide } from "../core/mechanics/opposed";
import { normalizeCheckSpec, assertDifficulty } from "../core/mechanics/validate";
import {
  type AdvantageMethod,
  type KaiserCheckKind,
  type KaiserCheckRoll,
  type KaiserCheckSpec,
  type FumblePenaltySpec,
  type OpposedFumbleRule,
  type OpposedTieRule,
} from "../core/mechanics/types";
import { DEFAULT_FUMBLE_PENALTY, DEFAULT_OPPOSED_FUMBLE_RULE } from "../core/mechanics/constants";
import { isWithin } from "../../../core/limits";
import { KAISER_LIMITS } from "../core/limits";
import { parsePenaltyFormula } from "../core/mechanics/penalty-formula";
import { kaiserFormula } from "../core/formula";
import type { KaiserContestRoll, KaiserContestSpec } from "../core/contest";
import { type CardView } from "../../../ui/roll-cards/card-view";
import {
  awaitingFumbleLevel,
  kaiserCardHead,
  kaiserCardModel,
  type KaiserCardInput,
  type KaiserJudgement,
  type KaiserOpponent,
} from "../ui/card-model";
import type { CardHead, RollCardFrame } from "../../../ui/roll-cards/card-frame";
import type { Translator } from "../../../ui/translator";
import { drawFumbleTable } from "./fumble-table";
import { isModeReadable, messageModeOf } from "../../../foundry/foundry-version";
import { ruleSetSetting } from "../../../foundry/settings";
import { withUserErrors } from "../../../foundry/errors";
import { IndieRoll } from "../../../foundry/dice/rolls/indie-roll";
import { withStableName } from "../../../foundry/dice/stable-name";
import { withSideDieLook } from "../../../foundry/three-d";
import { kaiserSideDice } from "./side-dice";
import { rootSideDie } from "../../../foundry/dice/auxiliary-coin";

/** What a Kaiser roll's options hold. */
export interface KaiserRollOptions {
  readonly kind: KaiserCheckKind;
  readonly bonus: number;
  readonly advantage?: number;
  readonly method?: AdvantageMethod;
  /** A difficulty check when set; otherwise an opposed or plain check. */
  readonly difficulty?: number;
  /**
   * A contest side: a Fumble rolls this opposed penalty with the check (side dice), so the GM's client can judge
   * the side from the roll message alone. Set by the contest card, which copied the world's formula when it began.
   */
  readonly fumblePenalty?: FumblePenaltySpec;
  /**
   * A plain check rolled from the dialog against an opponent's value: that value, and the world's rules the dialog
   * reckoned its chance with when the roll was made, so the card names the opponent and keeps that chance.
   */
  readonly opponent?: KaiserOpponentOption;
}

/** The opponent as saved with the roll: the Fumble penalty as the GM typed it, parsed again when read. */
interface KaiserOpponentOption {
  readonly value: number;
  readonly tieRule: OpposedTieRule;
  readonly fumbleRule: OpposedFumbleRule;
  readonly penalty: string;
}

/** Marks the auxiliary 2d6 that a fumbled difficulty check rolls for its Fumble Level. */
const FUMBLE_LEVEL_FLAG = "indieFumbleLevel";

/** Marks the opposed Fumble penalty dice that a fumbled contest side rolls. */
const FUMBLE_PENALTY_FLAG = "indieFumblePenalty";

export class KaiserRoll extends IndieRoll {
  static override RULE_SET = "kaiser" as const;

  /** What `fromCheck` puts in a Kaiser roll's options (a restored roll's may lack any of it). */
  declare options: foundry.dice.Roll.Options & Partial<KaiserRollOptions>;

  /**
   * A check from the dialog: against an opponent's value, the value is saved with the world's rules for ties and
   * Fumbles (which the dialog's chance used); the opponent rolls their own check.
   */
  static fromDialog({
    opponent,
    ...check
  }: Omit<KaiserRollOptions, "opponent"> & { readonly opponent?: number }): KaiserRoll {
    if (opponent === undefined || check.difficulty !== undefined) return this.fromCheck(check);
    return this.fromCheck({ ...check, opponent: worldOpponent(opponent) });
  }

  /** A Kaiser check as a roll (see `kaiserFormula`); the advantage method defaults to the world setting. */
  static fromCheck(spec: KaiserRollOptions): KaiserRoll {
    const full = { ...spec, method: spec.method ?? ruleSetSetting("kaiserAdvantageMethod") };
    return withUserErrors(() => {
      normalizeCheckSpec(full);
      if (full.difficulty !== undefined) assertDifficulty(full.difficulty);
      return new this(kaiserFormula(full), {}, full);
    });
  }

  constructor(formula: string, data: foundry.dice.Roll["data"] = {}, options: object = {}) {
    super(formula, data, options);
    const spec = this.spec;
    // The sequential method cannot be written in notation: the `ko` die reads it from its options.
    if (spec && spec.kind !== "characteristic" && spec.method === "sequential" && spec.advantage) {
      const die = this.firstDie();
      if (die) (die.options as Record<string, unknown>).indieSequentialAdvantage = spec.advantage;
    }
  }

  get spec(): KaiserCheckSpec | null {
    const { kind, bonus, advantage, method } = this.options;
    return kind === undefined ? null : { kind, bonus: bonus ?? 0, advantage: advantage ?? 0, method: method ?? "pool" };
  }

  /** The core's judgment of the dice (in draw order: pool or rerolls, then the Open Roll chain). */
  get check(): KaiserCheckRoll | null {
    const spec = this.spec;
    const die = this.firstDie();
    if (!spec || !die || !this.wasRolled) return null;
    return judgeCheck(
      spec,
      die.results.map((r) => r.result),
    );
  }

  /** The difficulty a difficulty check was rolled against; undefined for a plain (or opposed) check. */
  get difficulty(): number | undefined {
    return this.options.difficulty;
  }

  /**
   * The core's judgment, made again from the dice each time: against the difficulty when there is one (a
   * Fumble whose level is still to be rolled awaits it), otherwise the check alone.
   */
  get judgement(): KaiserJudgement | null {
    const check = this.check;
    const penalty = this.fumblePenalty;
    if (check && penalty) return opposedSide(check, this.penaltyFaces, penalty);
    const difficulty = this.difficulty;
    if (!check || difficulty === undefined) return check;
    const levelDie = this._dice.find(isFumbleLevelDie);
    if (check.fumble && !levelDie) return awaitingFumbleLevel(check, difficulty);
    return judgeDifficulty(check, difficulty, levelDie?.results.map((r) => r.result) ?? []);
  }

  /** The opposed Fumble penalty a contest side rolls with its check; undefined for any other roll. */
  get fumblePenalty(): FumblePenaltySpec | undefined {
    return this.options.fumblePenalty;
  }

  /** The faces of the opposed Fumble penalty dice rolled with a fumbled contest side (none otherwise). */
  get penaltyFaces(): number[] {
    return this._dice.filter(isFumblePenaltyDie).flatMap((die) => die.results.map((r) => r.result));
  }

  /** The contest spec this roll was made with, read from its options (contests check it against the dice). */
  get contestSpec(): KaiserContestSpec | null {
    const spec = this.spec;
    return (
      spec && { kind: spec.kind, bonus: spec.bonus, advantage: spec.advantage ?? 0, method: spec.method ?? "pool" }
    );
  }

  /** The contest side judged again from the saved dice: the check and any opposed Fumble penalty faces. */
  get contestRoll(): KaiserContestRoll | null {
    const check = this.check;
    return check && { check, penaltyFaces: this.penaltyFaces };
  }

  /** The rolled Fumble Level of a fumbled difficulty check; null before it is rolled, or without a Fumble. */
  get fumbleLevel(): number | null {
    const judged = this.judgement;
    return judged && "fumbleLevel" in judged ? judged.fumbleLevel : null;
  }

  /** A fumbled difficulty check whose Fumble Level was left to be rolled from the card. */
  get awaitsFumbleLevel(): boolean {
    const judged = this.judgement;
    return judged !== null && "fumbleLevel" in judged && judged.check.fumble && judged.fumbleLevel === null;
  }

  /**
   * The opponent a plain check was rolled against; null for any other roll, or one whose saved opponent is not valid.
   */
  get opponent(): KaiserOpponent | null {
    return readOpponent(this.options.opponent);
  }

  override cardView(i18n: Translator, frame: RollCardFrame): CardView | null {
    const input = this.cardInput(frame);
    return input && kaiserCardModel(input, i18n);
  }

  override cardHead(i18n: Translator, frame: RollCardFrame): CardHead | null {
    const input = this.cardInput(frame);
    return input && kaiserCardHead(input, i18n);
  }

  /**
   * What its card is drawn from: the judged dice and what the roll was made with; null when there is nothing to judge.
   */
  private cardInput(frame: RollCardFrame): KaiserCardInput | null {
    const judged = this.judgement;
    return judged && { ...frame, judged, fumblePenalty: worldFumblePenalty(), opponent: this.opponent };
  }

  /**
   * A fumbled difficulty check rolls 2d6 more for the Fumble Level, kept with the roll's side dice — unless the
   * world rolls it separately, from the card (`rollFumbleLevel`).
   */
  protected override async rollSideDice(): Promise<void> {
    if (!this.check?.fumble) return;
    const penalty = this.fumblePenalty;
    if (penalty) return this.rollRootedSideDie(fumblePenaltyDie(penalty));
    if (this.difficulty === undefined) return;
    if (ruleSetSetting("kaiserFumbleLevel") === "separate") return;
    await this.rollRootedSideDie(fumbleLevelDie());
  }

  /** Rooted in this roll, so manual or physical dice entry resolves the side die like the roll's other dice. */
  private async rollRootedSideDie(die: foundry.dice.terms.Die): Promise<void> {
    rootSideDie(die, this);
    await die.evaluate();
    this._dice.push(die);
  }

  /**
   * Rolls the Fumble Level the card asked for and adds its 2d6 to this roll's side dice, where it is saved
   * with the roll (the caller updates the message). The dice are a roll of their own while they are rolled, so
   * manual and physical dice entry ask for them. Returns the level, or null when none was awaited.
   */
  async rollFumbleLevel(): Promise<number | null> {
    if (!this.awaitsFumbleLevel) return null;
    const level = fumbleLevelDie();
    await foundry.dice.Roll.fromTerms([level]).evaluate();
    this._dice.push(level);
    return this.fumbleLevel;
  }

  /**
   * @inheritDoc — and when the Fumble Level was rolled with the check, draws from the world's Fumble table
   * once the message exists, seen by the same users as the roll.
   */
  override async toMessage<const Create extends boolean | null | undefined = undefined>(
    messageData?: Roll.MessageData | null,
    options?: Roll.ToMessageOptions<Create>,
  ): Promise<Roll.ToMessageReturn<Create>> {
    const message = await super.toMessage(messageData, options);
    const level = this.fumbleLevel;
    const created = options?.create !== false && options?.create !== null;
    // `message` is a conditional type on the generic `Create`, which TypeScript cannot narrow; created, it is the
    // ChatMessage, whose mode the guard reads.
    if (created && isModeReadable(message) && level !== null) await drawFumbleTable(level, messageModeOf(message));
    return message;
  }
}
withStableName(KaiserRoll, "KaiserRoll");

/**
 * Marks the 2d6 as the Fumble Level (so a reloaded roll finds it among its side dice), thrown in 3D after the
 * check's dice and in a colour of its own.
 */
function fumbleLevelDie(): foundry.dice.terms.Die {
  const DieClass = CONFIG.Dice.terms.d as typeof foundry.dice.terms.Die;
  const options = { [FUMBLE_LEVEL_FLAG]: true, flavor: game.i18n.localize("INDIE_DICE.Kaiser.FumbleLevel") };
  return withSideDieLook(new DieClass({ number: 2, faces: 6, options }), kaiserSideDice.fumbleLevel);
}

/** The opposed Fumble penalty's dice (its flat part is the spec's, applied by the core). */
function fumblePenaltyDie(penalty: FumblePenaltySpec): foundry.dice.terms.Die {
  const DieClass = CONFIG.Dice.terms.d as typeof foundry.dice.terms.Die;
  const options = { [FUMBLE_PENALTY_FLAG]: true, flavor: game.i18n.localize("INDIE_DICE.Kaiser.FumblePenalty") };
  return withSideDieLook(
    new DieClass({ number: penalty.number, faces: penalty.faces, options }),
    kaiserSideDice.fumblePenalty,
  );
}

function isFumblePenaltyDie(die: foundry.dice.terms.DiceTerm): boolean {
  return (die.options as Record<string, unknown>)[FUMBLE_PENALTY_FLAG] === true;
}

function isFumbleLevelDie(die: foundry.dice.terms.DiceTerm): boolean {
  return (die.options as Record<string, unknown>)[FUMBLE_LEVEL_FLAG] === true;
}

/** The opponent's value with the world's opposed rules as they stand now (the dialog reckoned with these). */
function worldOpponent(value: number): KaiserOpponentOption {
  return {
    value,
    tieRule: ruleSetSetting("kaiserTieRule"),
    fumbleRule: ruleSetSetting("kaiserOpposedFumble") ?? DEFAULT_OPPOSED_FUMBLE_RULE,
    penalty: ruleSetSetting("kaiserFumblePenalty"),
  };
}

const TIE_RULES: readonly unknown[] = ["defender", "roll-off"] satisfies OpposedTieRule[];
const FUMBLE_RULES: readonly unknown[] = ["loses", "compared"] satisfies OpposedFumbleRule[];

/**
 * A saved opponent read back from a roll's options (anyone can write a message's JSON): a value within Kaiser's
 * limits and known rules, or nothing; a penalty that no longer parses counts as the default 2d6, as the dialog does.
 */
function readOpponent(saved: unknown): KaiserOpponent | null {
  if (typeof saved !== "object" || saved === null) return null;
  const { value, tieRule, fumbleRule, penalty } = saved as Partial<Record<keyof KaiserOpponentOption, unknown>>;
  if (!isWithin(KAISER_LIMITS.kaiserValue, value) || !TIE_RULES.includes(tieRule) || !FUMBLE_RULES.includes(fumbleRule))
    return null;
  return {
    value,
    tieRule: tieRule as OpposedTieRule,
    fumbleRule: fumbleRule as OpposedFumbleRule,
    penalty: penaltyOr2d6(penalty),
  };
}

function penaltyOr2d6(formula: unknown): FumblePenaltySpec {
  try {
    return typeof formula === "string" ? parsePenaltyFormula(formula) : DEFAULT_FUMBLE_PENALTY;
  } catch {
    return DEFAULT_FUMBLE_PENALTY;
  }
}

/** The world's opposed Fumble penalty; a formula that no longer parses counts as the default 2d6. */
function worldFumblePenalty(): FumblePenaltySpec {
  try {
    return parsePenaltyFormula(ruleSetSetting("kaiserFumblePenalty"));
  } catch {
    return DEFAULT_FUMBLE_PENALTY;
  }
}
