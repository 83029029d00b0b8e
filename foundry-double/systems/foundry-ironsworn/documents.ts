/**
 * Ironsworn's actor as its rolls read it (foundry-ironsworn 1.28.1 at f5253894):
 * - a character's stats (src/module/actor/subtypes/character.ts:80-92): `edge heart iron shadow wits` numbers (-5…10,
 *   StatField), `health spirit supply hold` condition meters `{value}`, `momentum {value, resetValue, max}`;
 * - `getStatData(attr, document, appendNameToLabel)` (src/module/rolls/preroll-dialog.ts:66-109): a stat's label
 *   localized and its value, a meter's `value`; with the name appended, "Edge (Name)"; undefined for `progress` or a
 *   field the actor has not;
 * - `chooseStatToRoll(mode, stats, actor)` (:111-135): `Highest`/`Lowest` the max/min over the stats (the first of
 *   equals, as lodash's maxBy/minBy), `Any` the first stat; any other mode throws.
 * - `burnMomentum` (character.ts:29-39, the model's, here the actor's): momentum above its reset goes back to it.
 * Not emulated: the sheets (Vue), assets' meters, starships and shared actors' own fields, debilities (and so the
 * reset lowered by impacts: the reset is `resetValue`).
 */
import { ActorDouble } from "../../documents/actor";
import { game, installedGlobal } from "../../globals";
import { read, readPath } from "../kit/data";

export type SourcedValue = { source: string; value: number };

const STATS = ["edge", "heart", "iron", "shadow", "wits"];
const METERS = ["health", "spirit", "supply", "hold"];

export class IronswornActor extends ActorDouble {
  get momentum(): number {
    return Number(readPath(this.system, "momentum.value") ?? 0);
  }

  async burnMomentum(): Promise<void> {
    const reset = Number(readPath(this.system, "momentum.resetValue") ?? 2);
    if (this.momentum > reset) await this.update({ system: { "momentum.value": reset } });
  }
}

/** The stat's label and value, as the system's getStatData reads them. */
export function getStatData(
  attr: string,
  document: IronswornActor,
  appendNameToLabel = false,
): SourcedValue | undefined {
  const key = attr.toLowerCase();
  if (key === "progress") return undefined;
  const data = read(document.system, key);
  const isStat = STATS.includes(key) && typeof data === "number";
  const isMeter = METERS.includes(key) && typeof read(data, "value") === "number";
  if (!isStat && !isMeter) return undefined;
  let source = game().i18n.localize(`IRONSWORN.${key.charAt(0).toUpperCase()}${key.slice(1)}`);
  if (appendNameToLabel && document.name) source += ` (${document.name})`;
  return { source, value: Number(isStat ? data : read(data, "value")) };
}

/** The stat a move's option rolls for this actor (chooseStatToRoll). */
export function chooseStatToRoll(
  mode: string,
  stats: readonly string[],
  actor: IronswornActor,
): SourcedValue | undefined {
  const keys = stats.map((stat) => stat.toLowerCase());
  let stat = keys[0] ?? "";
  if (stat === "progress") return undefined;
  if (mode === "Highest" || mode === "Lowest") {
    const valueOf = (key: string) => Number(read(read(actor.system, key), "value") ?? read(actor.system, key));
    const better = (a: number, b: number) => (mode === "Highest" ? a > b : a < b);
    stat = keys.reduce((best, key) => (better(valueOf(key), valueOf(best)) ? key : best), stat);
  } else if (mode !== "Any") {
    throw new Error(`Cannot handle rolling with '${mode}' mode`);
  }
  return getStatData(stat, actor);
}

/** The world's Ironsworn actors (`game.actors`), and one by id. */
export function worldActors(): IronswornActor[] {
  const actors = installedGlobal<{ actors?: { contents: unknown[] } }>("game").actors?.contents ?? [];
  return actors.filter((actor): actor is IronswornActor => actor instanceof IronswornActor);
}

export const worldActor = (id: string | undefined): IronswornActor | undefined =>
  worldActors().find((actor) => actor.id === id);
