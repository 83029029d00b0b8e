/**
 * Ironsworn's roll and its message (foundry-ironsworn 1.28.1 at f5253894), as far as a module reading them meets them:
 * - `IronswornRoll` (src/module/rolls/ironsworn-roll.ts:167-437): its pre-roll options; `evaluate` rolls
 *   `{d6, d10, d10[, d10…]}` (the d6 only with a stat and no preset action die, :213-236); the action die, its
 *   cancel by a momentum equal to its negative (:247-272), the score capped at 10 (:299-337), the final challenge
 *   dice (:386-410), the match (:412-416), the outcome (:418-438); `serialize` (:238-245);
 * - `computeRollOutcome` (ironsworn-roll-message.ts:80-88): the challenge dice the score beats;
 * - `IronswornRollMessage.createOrUpdate` (:173-214): the message's content (the double's ironsworn-roll-message.hbs,
 *   the state as JSON in `data-ironswornroll`), `style: OTHER`, `rolls: [roll]`, the speaker the roll's actor; its
 *   possible momentum burn (:292-321) as the text it shows; a roll of a message already posted updates its content;
 * - the burn (chat/cards.ts:116-122 → `fromMessage` :136-154, `burnMomentum` :158-171): the roll rebuilt from the
 *   content's JSON and the message's first roll, the actor's momentum reset, `postRollOptions.replacedOutcome` the
 *   outcome that momentum gives, the message updated: "Momentum Burn: <outcome>" (`finalOutcome`, :425-430).
 * Not emulated: Dice So Nice's colours, the move's outcome text and oracles, the resolution dialog for extra dice,
 * the burn button (a driver calls what its click calls).
 */
import { Roll } from "../../dice/roll";
import { PoolTerm } from "../../dice/terms/pool-term";
import { game, installedGlobal } from "../../globals";
import { CHAT_MESSAGE_STYLES, type ChatMessage } from "../../chat-message";
import { speakerOf } from "../kit/chat";
import { chatMessage, renderTemplate } from "../kit/globals";
import { worldActor, type IronswornActor, type SourcedValue } from "./documents";

/** A roll's options (ironsworn-roll.ts:93-144): each `{source, value}` but the adds, momentum and ids. */
type Sourced = "progress" | "stat" | "automaticOutcome" | "presetActionDie" | "presetChallenge1" | "presetChallenge2";
export type PreRollOptions = Partial<Record<Sourced | "extraChallengeDice", SourcedValue>> & {
  adds?: number;
  momentum?: number;
  moveId?: string;
  actorId?: string;
};

/** A template of the system's rolls folder, by name. */
export const template = (name: string) => `systems/foundry-ironsworn/templates/rolls/${name}.hbs`;

/** What is set after the roll (ironsworn-roll.ts:146-165): here the outcome a momentum burn replaced. */
export interface PostRollOptions {
  replacedOutcome?: SourcedValue;
}

const SCORE_MAX = 10;
const OUTCOMES = ["Miss", "Weak_hit", "Strong_hit"];

export const computeRollOutcome = (score: number, c1: number, c2: number): number =>
  [c1, c2].filter((die) => score > die).length;

/** An outcome's words, with a match (computeOutcomeText, ironsworn-roll-message.ts:95-104). */
const computeOutcomeText = (outcome: number, match: boolean): string =>
  game().i18n.localize(`IRONSWORN.${OUTCOMES[outcome] ?? ""}${match ? "_match" : ""}`);

export class IronswornRoll {
  rawActionDieValue?: number;
  rawChallengeDiceValues?: number[];
  roll?: Roll;
  chatMessageId?: string;

  constructor(
    public preRollOptions: PreRollOptions = {},
    public postRollOptions: PostRollOptions = {},
  ) {}

  async evaluate(): Promise<void> {
    if (this.roll) return;
    const { stat, progress, presetActionDie, extraChallengeDice } = this.preRollOptions;
    if ((stat === undefined) === (progress === undefined))
      throw new TypeError("Exactly one of `stat` and `progress` are required here");
    const terms = stat && !presetActionDie ? ["d6"] : [];
    for (let i = 0; i < 2 + (extraChallengeDice?.value ?? 0); i += 1) terms.push("d10");
    this.roll = new Roll(`{${terms.join(", ")}}`);
    await this.roll.roll();
    const pool = this.roll.terms[0];
    if (!(pool instanceof PoolTerm)) throw new Error("The roll is no pool");
    const totals = (formula: string) => pool.rolls.flatMap((roll) => (roll.formula === formula ? [roll.total] : []));
    this.rawActionDieValue = totals("1d6")[0] ?? undefined;
    this.rawChallengeDiceValues = totals("1d10").map(Number);
  }

  serialize(): object {
    const { preRollOptions, postRollOptions, rawActionDieValue, rawChallengeDiceValues } = this;
    return { preRollOptions, postRollOptions, rawActionDieValue, rawChallengeDiceValues };
  }

  get actionDie(): SourcedValue | undefined {
    const rolled = this.rawActionDieValue ? { source: "d6", value: this.rawActionDieValue } : undefined;
    return this.preRollOptions.presetActionDie ?? this.preRollOptions.progress ?? rolled;
  }

  get canceledByNegativeMomentum(): boolean {
    return this.actionDie !== undefined && this.preRollOptions.momentum === -this.actionDie.value;
  }

  get score(): number | undefined {
    const { presetActionDie, progress, stat, adds } = this.preRollOptions;
    // The preset action die, else the progress (never cancelled), else the d6 rolled; undefined before the roll.
    const die = presetActionDie?.value ?? this.rawActionDieValue;
    const first = progress && !presetActionDie ? progress.value : this.canceledByNegativeMomentum ? 0 : die;
    if (first === undefined) return undefined;
    return Math.min(first + (stat?.value ?? 0) + (adds ?? 0), SCORE_MAX);
  }

  /** The two challenge dice the outcome is read from; undefined with extra dice not yet picked. */
  get finalChallengeDice(): [number, number] | undefined {
    const { presetChallenge1: p1, presetChallenge2: p2 } = this.preRollOptions;
    if (p1 && p2) return [p1.value, p2.value];
    const [r1, r2, ...extra] = this.rawChallengeDiceValues ?? [];
    return r1 !== undefined && r2 !== undefined && extra.length === 0 ? [p1?.value ?? r1, p2?.value ?? r2] : undefined;
  }

  get isMatch(): boolean {
    const dice = this.finalChallengeDice;
    return dice !== undefined && dice[0] === dice[1];
  }

  get rawOutcome(): number | undefined {
    if (this.preRollOptions.automaticOutcome) return this.preRollOptions.automaticOutcome.value;
    const [dice, score] = [this.finalChallengeDice, this.score];
    return dice && score !== undefined ? computeRollOutcome(score, dice[0], dice[1]) : undefined;
  }

  /** The outcome a burn replaced, else the roll's (finalOutcome). */
  get finalOutcome(): number | undefined {
    const replaced = this.postRollOptions.replacedOutcome?.value;
    return typeof replaced === "number" ? replaced : this.rawOutcome;
  }
}

const messages = (): Map<string, ChatMessage> =>
  installedGlobal<{ messages: Map<string, ChatMessage> }>("game").messages;

export class IronswornRollMessage {
  actor?: IronswornActor;

  constructor(public roll: IronswornRoll) {
    this.actor = worldActor(roll.preRollOptions.actorId);
  }

  /** The roll a posted message holds: its content's JSON, its first roll (fromMessage). */
  static async fromMessage(messageId: string): Promise<IronswornRollMessage | undefined> {
    const message = messages().get(messageId);
    const html = await message?.renderHTML();
    const json = html instanceof HTMLElement ? html.querySelector<HTMLElement>(".ironsworn-roll") : null;
    if (!message || !json?.dataset.ironswornroll) return undefined;
    const state: unknown = JSON.parse(json.dataset.ironswornroll);
    const roll = Object.assign(new IronswornRoll(), state);
    roll.chatMessageId = messageId;
    roll.roll = message.rolls[0];
    return new IronswornRollMessage(roll);
  }

  /** The character's momentum burnt: reset, and the outcome it gives against the final dice kept (burnMomentum). */
  async burnMomentum(): Promise<unknown> {
    const dice = this.roll.finalChallengeDice;
    if (this.actor?.type !== "character" || !dice) return undefined;
    const { momentum } = this.actor;
    await this.actor.burnMomentum();
    const source = game().i18n.localize("IRONSWORN.MomentumBurnt");
    this.roll.postRollOptions.replacedOutcome = { value: computeRollOutcome(momentum, dice[0], dice[1]), source };
    return this.createOrUpdate();
  }

  async createOrUpdate(): Promise<unknown> {
    await this.roll.evaluate();
    const { roll } = this;
    const { progress, stat } = roll.preRollOptions;
    const outcome = roll.finalOutcome;
    const key = outcome === undefined ? undefined : OUTCOMES[outcome];
    const content = await renderTemplate(template("ironsworn-roll-message"), {
      ironswornroll: JSON.stringify(roll.serialize()),
      title: progress ? progress.source : `+${stat?.source ?? ""}`,
      graphic: await renderRollGraphic(roll),
      outcomeText: outcome === undefined ? "" : computeOutcomeText(outcome, roll.isMatch),
      outcomeClass: key ? `${key.toLowerCase().replace("_", "-")}${roll.isMatch ? " match" : ""}` : "",
      outcomeReplacementReason: roll.postRollOptions.replacedOutcome?.source,
      possibleMomentumBurn: this.#momentumBurn(),
    });
    if (roll.chatMessageId) return messages().get(roll.chatMessageId)?.update({ content });
    // ChatMessage.getSpeaker() (no actor: the controlled token's or the user's), then the roll's actor over it.
    const speaker = speakerOf(undefined);
    if (this.actor) Object.assign(speaker, { actor: this.actor.id, alias: this.actor.name });
    return chatMessage().create({ speaker, content, style: CHAT_MESSAGE_STYLES.OTHER, rolls: [roll.roll] });
  }

  /** The outcome a burn would give, when it beats the roll's (a character's action roll not burnt yet). */
  #momentumBurn(): string | undefined {
    const { finalChallengeDice: dice, rawOutcome: outcome, preRollOptions, postRollOptions } = this.roll;
    if (this.actor?.type !== "character" || preRollOptions.progress || postRollOptions.replacedOutcome)
      return undefined;
    if (!dice || outcome === undefined) return undefined;
    const burnt = computeRollOutcome(this.actor.momentum, dice[0], dice[1]);
    return burnt > outcome ? computeOutcomeText(burnt, dice[0] === dice[1]) : undefined;
  }
}

/** renderRollGraphic (src/module/rolls/roll-graphic.ts:42-94): the pre-roll options or the roll, drawn. */
export async function renderRollGraphic(roll: IronswornRoll): Promise<string> {
  const { stat, adds, progress, presetChallenge1: p1, presetChallenge2: p2 } = roll.preRollOptions;
  const challengeDice = roll.rawChallengeDiceValues ?? [p1?.value ?? "?", p2?.value ?? "?"];
  return renderTemplate(template("roll-graphic"), {
    isProgress: progress !== undefined,
    actionDie: roll.actionDie?.value ?? "?",
    cancelled: roll.canceledByNegativeMomentum,
    adds: [...(stat ? [stat] : []), ...(adds ? [{ source: "Adds", value: adds }] : [])],
    score: roll.score ?? "?",
    challengeDice,
  });
}
