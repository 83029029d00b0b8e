/**
 * Lancer's accuracy/difficulty state (apps/acc_diff/data.svelte.ts at 13ffe799): the weapon's flags, the base and each
 * target, whose totals the system derives (`$derived`; here getters making the same sums), and the Invisibility plugin
 * (invisibility.ts: its `uiState` from the target's `statuses.invisible` or forced, `modifyRoll`, `rollPrecedence`).
 * - weapon total (:77-86): accurate − inaccurate − impaired − engaged − cover unless seeking or tech;
 * - base total (:148-150): accuracy − difficulty + weapon total(base cover);
 * - target total (:240-248): its accuracy − difficulty + weapon total(its cover) + the base's accuracy − difficulty,
 *   + 1 for Lock On used, + 1 for prone. The HUD here changes the base's accuracy alone (signed) and a single
 *   target's cover: a target's own accuracy, a difficulty and the base's cover stay 0 and are left out;
 * - `fromParams` (:370-476): the weapon's tags, tech/smart for tech items, each targeted token; `replaceTargets`
 *   (:290-326) the user's targets now.
 * Not emulated: melee weapons (non-thrown melee ignores cover), Spotter (spotter.ts: its `uiState` reads the canvas,
 * which the double has none of), a stunned target (it counts nothing here: it lowers Evasion through an effect), the
 * base's Invisibility (`perUnknownTarget`, :351: off with no token, and this HUD has no box for it without a target);
 * neither shipped plugin is per roll, so the weapon has none.
 */
import { read, readPath } from "../kit/data";
import { fromUuidSync } from "../kit/globals";

/** What an iterable holds (nothing for anything else): a user's targets. */
export const listOf = (from: unknown): unknown[] => (isIterable(from) ? Array.from(from) : []);
const isIterable = (from: unknown): from is Iterable<unknown> =>
  typeof from === "object" && from !== null && Symbol.iterator in from;

export interface RollPlugin {
  uiState: boolean;
  readonly rollPrecedence: number;
  modifyRoll(roll: string): string;
}

/** `actor.system.statuses[status]`, as the system's model derives it from effects. */
const statusOf = (actor: unknown, status: string): boolean => readPath(actor, `system.statuses.${status}`) === true;

export class AccDiffWeapon {
  accurate = false;
  inaccurate = false;
  seeking = false;
  tech = false;
  smart = false;
  engaged = false;
  constructor(readonly data: AccDiffHudData) {}
  get impaired(): boolean {
    return statusOf(this.data.lancerActor, "impaired");
  }
  total(cover: number): number {
    const flags = Number(this.accurate) - Number(this.inaccurate) - Number(this.impaired) - Number(this.engaged);
    return flags - (this.seeking || this.tech ? 0 : cover);
  }
}

export class AccDiffBase {
  grit = 0;
  flatBonus = 0;
  /** Signed: the HUD's manual adjust counts difficulty as negative accuracy. */
  accuracy = 0;
  constructor(readonly data: AccDiffHudData) {}
  get total(): number {
    return this.accuracy + this.data.weapon.total(0);
  }
}

export class AccDiffTarget {
  cover: number;
  consumeLockOn = true;
  prone: boolean;
  plugins: Record<string, RollPlugin>;
  constructor(
    readonly data: AccDiffHudData,
    readonly targetUuid: string,
    readonly actor: unknown,
    readonly targetName: string,
  ) {
    const statuses: unknown = read(actor, "statuses");
    const has = (status: string) => statuses instanceof Set && statuses.has(status);
    this.cover = has("cover_hard") ? 2 : has("cover_soft") ? 1 : 0;
    this.prone = statusOf(actor, "prone");
    this.plugins = { invisibility: invisibility(actor) };
  }
  get lockOnAvailable(): boolean {
    return statusOf(this.actor, "lockon");
  }
  get usingLockOn(): boolean {
    return this.consumeLockOn && this.lockOnAvailable;
  }
  get total(): number {
    const { base, weapon } = this.data;
    return weapon.total(this.cover) + base.accuracy + Number(this.usingLockOn) + Number(this.prone);
  }
}

function invisibility(actor: unknown): RollPlugin {
  let forced = 0;
  const tokenInvisible = () => statusOf(actor, "invisible");
  return {
    get uiState() {
      return forced === 0 ? tokenInvisible() : forced > 0;
    },
    set uiState(state: boolean) {
      forced = tokenInvisible() === state ? 0 : state ? 1 : -1;
    },
    rollPrecedence: -9999,
    modifyRoll(roll) {
      return this.uiState ? `{${roll}} * (1dc[👻 invisibility])` : roll;
    },
  };
}

export class AccDiffHudData {
  readonly weapon = new AccDiffWeapon(this);
  readonly base = new AccDiffBase(this);
  targets: AccDiffTarget[] = [];
  constructor(
    readonly title: string,
    readonly lancerActor: unknown,
  ) {}

  /** No flat bonus of the flow's own (0 until the HUD changes it); `accuracy` the starting one, signed (:396-400). */
  static fromParams(
    actor: unknown,
    tags: readonly string[],
    title: string,
    targets: readonly unknown[],
    { grit = 0, tech = false, accuracy = 0 } = {},
  ): AccDiffHudData {
    const data = new AccDiffHudData(title, actor);
    const tagged = (lid: string) => tags.includes(lid);
    Object.assign(data.weapon, {
      accurate: tagged("tg_accurate"),
      inaccurate: tagged("tg_inaccurate"),
      seeking: tagged("tg_seeking"),
      smart: tagged("tg_smart") || tech,
      tech,
    });
    Object.assign(data.base, { grit, accuracy });
    data.replaceTargets(targets);
    return data;
  }

  replaceTargets(tokens: readonly unknown[]): void {
    this.targets = tokens.map((token) => {
      const uuid = String(readPath(token, "document.uuid"));
      return new AccDiffTarget(this, uuid, read(fromUuidSync(uuid), "actor"), String(read(token, "name")));
    });
  }
}
