import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialogReading, SystemPanel, SystemPlaces } from "../../../foundry/systems/system-adapter";
import { LANCER_ROLL, lancerAttackOdds, lancerCheckOdds, lancerTargetChoice } from "../core/lancer-odds";
import { lancerAttackLabels, lancerCheckLabels } from "../ui/lancer-labels";
import { accDiffOf, baseRoll, flowData, hitsJudged, targetRolls } from "./flow-reads";

/**
 * Lancer's accuracy HUD (docs/systems-lancer.md "The panel"): a Svelte component the system mounts on the page
 * (apps/slidinghud/index.ts, apps/acc_diff/AccDiffHUD.svelte at 13ffe799), no Foundry application, so no render hook
 * fires. Each flow that opens it calls `lancer.preFlow.<Flow>` with itself first and `lancer.postFlow.<Flow>` at its
 * end (flows/flow.ts:154-184); its state's `acc_diff` is the object the HUD changes. The figures go before the HUD's
 * buttons (`.lancer-hud-buttons`), which no `{#if}` or `{#each}` block draws again; the Roll button carries the
 * headline where there is one target or none (each target's total display is drawn anew on every change: nothing goes
 * there). The HUD draws its state again on the hooks it listens to (targets, effects, tokens:
 * AccDiffHUD.svelte:68-120); a defence changes on an actor's update, which draws nothing in the HUD: that hook is heard
 * too.
 */

/**
 * The HUD of a kind (`attack`, `hase`) on the page: its form, by its body's id (AccDiffHUD.svelte:258-285). Not one
 * sliding out, which stays in the page for its 0.4 s, inert (SlidingHUDZone.svelte:88-105, `transition:slide`), and
 * may come before the new one.
 */
function hudOf(page: Document, kind: "attack" | "hase"): HTMLElement | null {
  const bodies = page.querySelectorAll<HTMLElement>(`#hudzone #${kind}-accdiff-dialog`);
  const live = [...bodies].find((body) => body.closest("[inert]") === null);
  return live?.closest<HTMLElement>("form#accdiff-hud") ?? null;
}

/** A flow the hook hands over (its first argument), when it is one. */
const flowOf = (kit: RuleSetKit, [flow]: readonly unknown[]): object | null =>
  typeof flow === "object" && flow !== null && flowData(kit, flow) !== undefined ? flow : null;

function places(element: HTMLElement, choices: readonly string[]): SystemPlaces | null {
  const buttons = element.querySelector<HTMLElement>(".lancer-hud-buttons");
  const roll = element.querySelector<HTMLElement>('button[data-button="submit"]');
  if (!buttons || !roll) return null;
  return { panelBefore: buttons, choices: new Map(choices.length === 1 ? [[choices[0] ?? LANCER_ROLL, roll]] : []) };
}

function readAttack(kit: RuleSetKit, flow: object): SystemDialogReading | null {
  const accDiff = accDiffOf(kit, flow);
  if (accDiff === undefined) return null;
  const base = baseRoll(kit, accDiff);
  const targets = targetRolls(kit, accDiff);
  if (!base || !targets) return null;
  // A tech attack never crits (attack.ts:461): its flow's attack type, set by its data step (tech.ts).
  const tech = kit.systems.field(flowData(kit, flow), "attack_type") === "Tech";
  return {
    odds: () => lancerAttackOdds(kit.systems, { tech, judged: hitsJudged(kit), base, targets }),
    labels: lancerAttackLabels,
    targetVisible: true,
  };
}

function attackChoices(kit: RuleSetKit, flow: object): string[] {
  const targets = kit.systems.field(accDiffOf(kit, flow), "targets");
  const count = Array.isArray(targets) && hitsJudged(kit) ? targets.length : 0;
  return count === 0 ? [LANCER_ROLL] : Array.from({ length: count }, (_, i) => lancerTargetChoice(i));
}

/** The HUD's own hooks (AccDiffHUD.svelte:68-120) and an actor's update (a defence changed). */
const CHANGE_HOOKS = ["targetToken", "createActiveEffect", "deleteActiveEffect", "updateToken", "updateActor"];

const ATTACK_FLOWS = ["WeaponAttackFlow", "BasicAttackFlow", "TechAttackFlow"];

/** An attack's HUD, opened by a weapon's, a basic or a tech attack's flow (attack.ts `showAttackHUD`). */
const attackPanel = (kit: RuleSetKit): SystemPanel => ({
  openHooks: ATTACK_FLOWS.map((flow) => `lancer.preFlow.${flow}`),
  closeHooks: ATTACK_FLOWS.map((flow) => `lancer.postFlow.${flow}`),
  changeHooks: CHANGE_HOOKS,
  open: (args) => flowOf(kit, args),
  find: (roll, page) => (accDiffOf(kit, roll) === undefined ? null : hudOf(page, "attack")),
  read: (flow) => readAttack(kit, flow),
  place: (roll, element) => places(element, attackChoices(kit, roll)),
});

/** A check's HUD (stat.ts `showStatRollHUD`): a HASE check or a pilot's skill trigger, against the rules' 10. */
const checkPanel = (kit: RuleSetKit): SystemPanel => ({
  openHooks: ["lancer.preFlow.StatRollFlow"],
  closeHooks: ["lancer.postFlow.StatRollFlow"],
  changeHooks: CHANGE_HOOKS,
  open: (args) => flowOf(kit, args),
  find: (roll, page) => (accDiffOf(kit, roll) === undefined ? null : hudOf(page, "hase")),
  read(flow) {
    const { field } = kit.systems;
    const accDiff = accDiffOf(kit, flow);
    const accuracy = field(field(accDiff, "base"), "total");
    const bonus = field(flowData(kit, flow), "bonus");
    if (typeof accuracy !== "number" || typeof bonus !== "number") return null;
    const roll = { bonus, accuracy, spotter: false, invisible: false };
    return { odds: () => lancerCheckOdds(roll), labels: lancerCheckLabels, targetVisible: true };
  },
  place: (_roll, element) => places(element, [LANCER_ROLL]),
});

export const lancerPanels = (kit: RuleSetKit): readonly SystemPanel[] => [attackPanel(kit), checkPanel(kit)];
