/**
 * The costs a roll asks in its dialog (module/data/fields/action/costField.mjs at 0f0cb0a: calcCosts, hasCost):
 * each cost's total (its value, scaled by its steps), enabled unless switched off, its maximum (the world's Fear for
 * a Fear cost, else the actor's resource); it can be paid when every enabled cost is within the actor's resource —
 * and a Fear cost only by a GM, within the world's Fear. Not emulated: item resources (`keyIsID`).
 */
import { dh, dhGame, systemSetting } from "../system-globals";
import { read, type Plain } from "../../kit/data";

export interface Cost {
  key: string;
  value: number;
  extKey?: string;
  name?: string;
  scale?: number;
  step?: number;
  total?: number;
  enabled?: boolean;
  max?: number;
}

type Resources = Record<string, { value: number; max: number; isReversed?: boolean }>;

function resourcesOf(actor: { system: Plain } | undefined): Resources {
  return (read(actor?.system, "resources") ?? {}) as Resources;
}

function fear(): number {
  return systemSetting<number>(dh().SETTINGS.gameSettings.Resources.Fear);
}

export function calcCosts(actor: { system: Plain } | undefined, costs: Cost[]): Cost[] {
  const resources = resourcesOf(actor);
  return costs.map((cost) => {
    cost.scale = cost.scale ?? 1;
    cost.step = cost.step ?? 1;
    cost.total = cost.value + (cost.scale - 1) * cost.step;
    cost.enabled = Object.prototype.hasOwnProperty.call(cost, "enabled") ? cost.enabled : true;
    const resource = resources[cost.key];
    cost.max = cost.key === "fear" ? fear() : resource?.isReversed ? resource.max : resource?.value;
    return cost;
  });
}

export function hasCost(actor: { system: Plain } | undefined, costs: Cost[]): boolean {
  const real = costs.filter((cost) => cost.enabled);
  const fearCost = real.find((cost) => cost.key === "fear");
  if (fearCost && (!dhGame().user.isGM || (fearCost.total ?? fearCost.value) > fear())) return false;
  const resources = resourcesOf(actor);
  return real
    .filter((cost) => cost.key !== "fear")
    .every((cost) => {
      const resource = resources[cost.key];
      if (!resource) return true;
      const total = cost.total ?? cost.value;
      return resource.isReversed ? resource.value + total <= resource.max : resource.value >= total;
    });
}
