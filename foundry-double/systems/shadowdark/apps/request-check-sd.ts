/**
 * Shadowdark's roll-request link as far as it starts a check (system/src/apps/RequestCheckSD.mjs checkHandler and
 * system/src/enrichers.mjs at cf357e3, release 4.0.4): a `[[check 12 dex]]` in a text is drawn as an
 * `a.skill-roll-request` link whose dataset holds command "check", the DC and the stat, and reads "DC 12 DEX" for
 * everyone. A click on it: the current actor (UtilitySD.getCurrentActor; none: an error), a config whose
 * `mainRoll.dc` is the link's DC as written — a string ("12") — and, Shift held, no dialog (Alt: with advantage,
 * Ctrl: with disadvantage), then the actor's rollStatCheck of the link's stat. Not emulated: the enricher itself (the
 * double has no text enrichment) and the "request" command (a chat message holding the check link).
 */
import type { RollConfig } from "../dice/dice";
import { getCurrentActor, localize } from "../utils";
import { notifications } from "../../kit/globals";

interface LinkEvent {
  target: { dataset: Record<string, string | undefined> } | null;
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
}

interface CheckingActor {
  system: { rollStatCheck(ability: string, config: RollConfig): Promise<unknown> };
}

export class RequestCheckSD {
  static async checkHandler(event: LinkEvent): Promise<unknown> {
    const data = event.target?.dataset ?? {};
    if (data.command !== "check") return undefined;
    const actor = (await getCurrentActor()) as CheckingActor | null | undefined;
    if (!actor) return notifications().error(localize("SHADOWDARK.error.general.no_character_selected"));
    const config: RollConfig = { mainRoll: { dc: data.dc } };
    if (event.shiftKey) config.skipPrompt = true;
    else if (event.altKey) {
      config.skipPrompt = true;
      (config.mainRoll ??= {}).advantage = 1;
    } else if (event.ctrlKey) {
      config.skipPrompt = true;
      (config.mainRoll ??= {}).advantage = -1;
    }
    return actor.system.rollStatCheck(String(data.stat).toLowerCase(), config);
  }
}
