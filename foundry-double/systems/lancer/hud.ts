/**
 * Lancer's sliding HUD (apps/slidinghud/index.ts, apps/acc_diff/AccDiffHUD.svelte, TotalAccuracy.svelte, Cover.svelte
 * at 13ffe799): no application, no render hook. `openSlidingHud(key, data)` mounts `div#hudzone` on the body once and
 * a `div.component > form#accdiff-hud` for the key (a second open cancels the first); it resolves with the data on
 * Roll, rejects on Cancel. Handlers delegated on the body (as Svelte 5's) change the data at once; what shows it is
 * drawn again a microtask later (Svelte's effects), each total display anew (keyed by its total, :116-136). A HUD
 * closed slides out (SlidingHUDZone.svelte:88-105, `slide` 400 ms): in the page, inert (Svelte's outro), gone 400 ms
 * later; one of the same key and title opened meanwhile is that element taken back (the keyed block resumed), another
 * a new element. Not emulated: the slide itself, ranges, plugins' other checkboxes.
 */
import { mountElement } from "../../platform";
import { game } from "../../globals";
import { type AccDiffHudData, type AccDiffTarget } from "./acc-diff";

/** A HUD open for its key: its data, its element, and its answer (the data on Roll, a rejection on Cancel). */
type Opened = {
  data: AccDiffHudData;
  kind: string;
  key: string; // Its user's and kind's (`keyOf`).
  element: HTMLElement;
  answer(submitted: boolean): void;
};

/** The HUD's ground: the system's `--background-color` and `--dark-text`, which its UI theme (`uiTheme`, initial
 * "gms": body.theme-gms-red) sets light whatever Foundry's theme: light in Foundry's dark theme too (faithful). */
const HUD_STYLE = "background-color: #ededed; color: #000000; padding: 0.3em; max-width: 32rem; box-sizing: border-box";
const SUBMIT = 'data-button="submit" type="submit" style="height: auto"';
const CANCEL = 'data-button="cancel" type="button" style="height: auto"';
/** Each client's open HUDs by key, and its zone: every client is a page of its own (the playground's panes). */
const opened = new Map<string, Opened>();
/** The HUDs sliding out, by key: each with the timer that takes it off the page. */
const leaving = new Map<string, { hud: Opened; timer: ReturnType<typeof setTimeout> }>();
export const SLIDE_OUT_MS = 400; // svelte/transition `slide`'s default duration
const zones = new Map<string, HTMLElement>();
const keyOf = (kind: string) => `${game().userId} ${kind}`;
const box = (field: string, label: string, checked: boolean, disabled = false): string =>
  `<label class="container"><input type="checkbox" ` +
  `data-field="${field}"${checked ? " checked" : ""}${disabled ? " disabled" : ""}><span>${label}</span></label>`;
const button = (classes: string, text: string, more = 'type="button"'): string =>
  `<button class="${classes}" ${more}>${text}</button>`;
/** The base accuracy's buttons: one more accuracy, one more difficulty. */
const adjust = (way: "more" | "less", text: string): string => button(`lancer-button dec-set accdiff-${way}`, text);
/** Cover.svelte's radios: each input hidden, its label (the system's words, an icon) shown, an arrow at the chosen. */
const COVERS = { "No Cover": "shield-outline", "Soft Cover (-1)": "shield-half-full", "Hard Cover (-2)": "shield" };
const HIDDEN = "opacity: 0; position: fixed; pointer-events: none; width: 0; min-width: 0; margin: 0";
const ARROW =
  '<div class="cover-arrow" style="position: absolute; right: 100%; top: calc(50% - 4px); width: 8px; ' +
  'height: 8px; background-color: #991e2a; clip-path: polygon(0 0, 0 100%, 100% 50%)"></div>';
function cover(id: string, chosen: number, disabled: boolean): string {
  const radios = Object.entries(COVERS).map(([human, icon], value) => {
    const [on, slug] = [chosen === value, human.split(" ")[0]?.toLowerCase()];
    const shown = `<i class="mdi mdi-${icon}" title="${human}"></i> <span class="no-grow">${human}</span>`;
    return `<input type="radio" id="${id}-${slug}" class="no-grow ${slug}-cover" value="${value}" style="${HIDDEN}"
      ${on ? " checked" : ""}${disabled ? " disabled" : ""}><label for="${id}-${slug}" class="lancer-cover-radio-label"
      style="display: inline-block; position: relative${on ? "; text-shadow: 0 0 5px #991e2a" : ""}"
      >${shown}${on ? ARROW : ""}</label>`;
  });
  const style = `font-size: 0.85em; margin-top: 0.5em; cursor: pointer${disabled ? "; opacity: 0.4" : ""}`;
  return `<div class="lancer-cover-radio accdiff-base-cover flexcol" style="${style}">${radios.join("")}</div>`;
}
/** A single target's row (Cover.svelte and the target's checkboxes): several targets show their totals alone. */
const targetRow = (one: AccDiffTarget, { key, data }: Opened): string =>
  `<div class="accdiff-grid accdiff-grid__section">${box("target.prone", "Prone (+1)", one.prone, true)}
    ${box("target.consumeLockOn", "Lock On (+1)", one.usingLockOn, !one.lockOnAvailable)}
    ${box("target.invisibility", "Invisible (*)", one.plugins.invisibility?.uiState ?? false)}
    ${cover(`accdiff-cover-input-${key.replace(" ", "-")}`, one.cover, data.weapon.seeking)}</div>`;
function body(hud: Opened): string {
  const { weapon, base, targets } = hud.data;
  const attack = hud.kind === "attack";
  const flat = `<div class="accdiff-grid accdiff-flat-bonus"><span class="accdiff-grit"><b>Grit:</b> ${base.grit}</span>
    <input class="accdiff-flat-mod__input" type="number" value="${base.flatBonus}">
    ${button("accdiff-flat-mod__plus", "+")}${button("accdiff-flat-mod__minus", "−")}<span
      class="accdiff-flat-total"><b>Total:</b> ${base.grit + base.flatBonus}</span></div>`;
  const totals = (targets.length === 0 ? [base.total] : targets.map((t) => t.total))
    .map(
      (total, i) =>
        `<div id="total-display-${i}" class="card clipped total">${Math.abs(total)} ` +
        `${total >= 0 ? "accuracy" : "difficulty"}</div>`,
    )
    .join("");
  const weaponBoxes = [
    box("weapon.accurate", "Accurate (+1)", weapon.accurate),
    box("weapon.smart", "Smart (*)", weapon.smart),
    attack ? box("weapon.seeking", "Seeking (*)", weapon.seeking) : "",
    box("weapon.inaccurate", "Inaccurate (-1)", weapon.inaccurate),
    box("weapon.impaired", "Impaired (-1)", weapon.impaired, true),
    attack && !weapon.tech ? box("weapon.engaged", "Engaged (-1)", weapon.engaged) : "",
  ].join("");
  const [one] = targets;
  return `<div class="lancer-header medium"><span>${hud.data.title}</span></div>
  <div id="${hud.kind}-accdiff-dialog" class="lancer-hud-body">${attack ? flat : ""}
    <div class="accdiff-grid accdiff-grid__section">${weaponBoxes}</div>
    ${attack && one && targets.length === 1 ? targetRow(one, hud) : ""}
    <div class="flexrow accdiff-grid__section">${adjust("more", "+")}
      <strong class="accdiff-value">${Math.abs(base.accuracy)}</strong>${adjust("less", "−")}</div>
    <div class="flexcol accdiff-footer lancer-border-primary"><div class="accdiff-total">${totals}</div></div>
  </div>
  <div class="lancer-hud-buttons flexrow">${button("dialog-button submit default", "Roll", SUBMIT)}
    ${button("dialog-button cancel", "Cancel", CANCEL)}</div>`;
}

/** The body drawn anew, as a form's children (not yet in the page). */
function fresh(hud: Opened): HTMLFormElement {
  const form = hud.element.ownerDocument.createElement("form");
  form.innerHTML = body(hud);
  return form;
}

/** Svelte's effects: the parts that show the data drawn again, the total displays anew; the rest left in place. */
function redraw(hud: Opened): void {
  queueMicrotask(() => {
    const next = fresh(hud);
    for (const selector of [".accdiff-flat-total", ".accdiff-value", ".accdiff-total", ".lancer-cover-radio"]) {
      const now = hud.element.querySelector(selector);
      const drawn = next.querySelector(selector);
      if (now && drawn && now.innerHTML !== drawn.innerHTML) now.replaceWith(drawn);
    }
    for (const input of hud.element.querySelectorAll<HTMLInputElement>("input[data-field]")) {
      input.checked =
        next.querySelector<HTMLInputElement>(`input[data-field="${input.dataset.field}"]`)?.checked ?? false;
    }
  });
}

function onEvent(event: Event): void {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const element = target?.closest<HTMLElement>("#accdiff-hud")?.parentElement;
  const hud = [...opened.values()].find((one) => one.element === element);
  if (!target || !hud) return;
  const { type } = event;
  if (type === "submit") event.preventDefault();
  if (type === "submit" || (type === "click" && target.closest("[data-button=cancel]")))
    return close(hud, type === "submit");
  const { weapon, base, targets } = hud.data;
  const [one] = targets;
  const field = target.dataset.field ?? "";
  const input = target instanceof HTMLInputElement ? target : null;
  const change = type === "change" ? input : null;
  if (type === "click" && target.closest(".accdiff-flat-mod__plus")) base.flatBonus += 1;
  else if (type === "click" && target.closest(".accdiff-flat-mod__minus")) base.flatBonus -= 1;
  else if (type === "click" && target.closest(".accdiff-more")) base.accuracy += 1;
  else if (type === "click" && target.closest(".accdiff-less")) base.accuracy -= 1;
  else if (type === "input" && input?.matches(".accdiff-flat-mod__input")) base.flatBonus = Number(input.value) || 0;
  else if (change?.type === "radio" && one) one.cover = Number(change.value);
  else if (change && field.startsWith("weapon.")) Reflect.set(weapon, field.slice(7), change.checked);
  else if (change && field === "target.consumeLockOn" && one) one.consumeLockOn = change.checked;
  else if (change && field === "target.invisibility" && one?.plugins.invisibility)
    one.plugins.invisibility.uiState = change.checked;
  else return;
  redraw(hud);
}

/** The HUD closed: inert while it slides out, then gone; its answer at once (the zone's `forward`). */
function close(hud: Opened, submitted: boolean): void {
  opened.delete(hud.key);
  leaving.get(hud.key)?.hud.element.remove();
  hud.element.setAttribute("inert", "");
  const timer = setTimeout(() => {
    hud.element.remove();
    if (leaving.get(hud.key)?.hud === hud) leaving.delete(hud.key);
  }, SLIDE_OUT_MS);
  leaving.set(hud.key, { hud, timer });
  hud.answer(submitted);
}

/** The key's HUD still sliding out, when the new one has its title: the keyed block Svelte resumes. */
function takenBack(key: string, data: AccDiffHudData): HTMLElement | null {
  const going = leaving.get(key);
  if (!going?.hud.element.isConnected || going.hud.data.title !== data.title) return null;
  clearTimeout(going.timer);
  leaving.delete(key);
  going.hud.element.removeAttribute("inert");
  return going.hud.element;
}

/** `openSlidingHud(key, data)` (index.ts:19-51): the zone mounted once, the key's HUD opened; its answer. */
export function openSlidingHud(kind: string, data: AccDiffHudData): Promise<AccDiffHudData> {
  const key = keyOf(kind);
  let zone = zones.get(game().userId);
  if (!zone?.isConnected) {
    zone = document.createElement("div");
    zone.id = "hudzone";
    zone.className = "lancer-hud-zone";
    // On the body of the page (the playground's: the user's own pane).
    mountElement(zone, game().userId);
    for (const type of ["click", "input", "change", "submit"]) document.body.addEventListener(type, onEvent);
    zones.set(game().userId, zone);
  }
  const previous = opened.get(key);
  if (previous) close(previous, false);
  return new Promise((resolve, reject) => {
    const answer = (submitted: boolean) => (submitted ? resolve(data) : reject(new Error("cancelled")));
    const back = takenBack(key, data);
    if (back) {
      const hud: Opened = { data, kind, key, element: back, answer };
      opened.set(key, hud);
      return redraw(hud);
    }
    const element = document.createElement("div");
    element.className = "component grid-enforcement";
    element.style.filter = "drop-shadow(0.4rem 0.4rem 0.6rem #333)";
    const hud: Opened = { data, kind, key, element, answer };
    element.innerHTML =
      `<form id="accdiff-hud" class="lancer lancer-hud accdiff window-content themed ` +
      `theme-light" style="${HUD_STYLE}">${body(hud)}</form>`;
    opened.set(key, hud);
    zone.append(element);
  });
}

/** The HUD open for a key's element (for the driver), or null. */
export const openHud = (kind: string): HTMLElement | null =>
  opened.get(keyOf(kind))?.element.querySelector<HTMLElement>("#accdiff-hud") ?? null;

/** The HUD's `replaceTargets` on the Foundry hook `targetToken` of the user (AccDiffHUD.svelte:68-83). */
export function hudTargetsChanged(tokens: readonly unknown[]): void {
  for (const hud of opened.values()) {
    if (hud.key !== keyOf("attack")) continue;
    hud.data.replaceTargets(tokens);
    hud.element.querySelector("#accdiff-hud")?.replaceChildren(...fresh(hud).childNodes);
  }
}
