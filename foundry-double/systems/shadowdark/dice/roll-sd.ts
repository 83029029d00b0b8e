/**
 * Shadowdark's RollSD (system/src/dice/RollSD.mjs at cf357e3, release 4.0.4), CONFIG.Dice.rolls = [RollSD]: a
 * Foundry Roll whose options are the roll's configuration (`config.mainRoll`: dc, canCritical, criticalSuccessAt,
 * criticalFailureAt, type…), with
 * - criticalSuccess: once evaluated, with a die and `options.canCritical`: the roll's first die (`this.dice[0]`, its
 *   total: a `2d20kh`'s kept die) at or above `criticalSuccessAt`, by default that die's faces; a threshold of 0
 *   (falsy) never; null otherwise;
 * - criticalFailure: the same, at or below `criticalFailureAt` (default 1);
 * - success: null before evaluation or without a (truthy) `options.dc`; else `total >= dc` — JavaScript's comparison,
 *   so a DC given as a string ("12", as a check link passes it) compares as its number. A natural 20 or 1 does not
 *   change it: the card names a critical first, but the system acts on `success` (a spell lost, damage needed).
 * - its chat context: `options`, `damage` (a damage roll), and the result's class and words, the first that holds
 *   of critical success, critical failure, success, failure, none (no DC), templates/dice/roll.hbs.
 * Not emulated: its tooltip template (getTooltip with the roll's tooltips): Foundry's own is used.
 */
import { Roll } from "../../../dice/roll";
import type { ChatRenderOptions } from "../../../dice/roll-chat";
import { localize } from "../utils";
import type { Plain } from "../../kit/data";

export class RollSD extends Roll {
  static override CHAT_TEMPLATE = "systems/shadowdark/templates/dice/roll.hbs";

  get criticalFailure(): boolean | null {
    if (this._evaluated && this.dice.length > 0 && this.options?.canCritical) {
      const baseDie = this.dice[0]!;
      const target = this.options?.criticalFailureAt ?? 1;
      return target ? Number(baseDie.total) <= Number(target) : false;
    }
    return null;
  }

  get criticalSuccess(): boolean | null {
    if (this._evaluated && this.dice.length > 0 && this.options?.canCritical) {
      const baseDie = this.dice[0]!;
      const target = this.options?.criticalSuccessAt ?? baseDie.faces;
      return target ? Number(baseDie.total) >= Number(target) : false;
    }
    return null;
  }

  get success(): boolean | null {
    if (!this._evaluated || !this.options?.dc) return null;
    return this.total >= Number(this.options.dc);
  }

  protected override async _prepareChatRenderContext(options: ChatRenderOptions = {}): Promise<Plain> {
    const context = await super._prepareChatRenderContext(options);
    context.options = this.options;
    context.damage = this.options.type === "damage";
    const [success, key] = this.criticalSuccess
      ? ["critical-success", "critical_success"]
      : this.criticalFailure
        ? ["critical-failure", "critical_failure"]
        : this.success
          ? ["success", "success"]
          : this.success === false
            ? ["failure", "failure"]
            : ["", ""];
    context.success = success;
    context.successLabel = key ? localize(`SHADOWDARK.roll.label.${key}`) : "";
    return context;
  }
}
