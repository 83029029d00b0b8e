// @vitest-environment happy-dom
/**
 * What the pf2e adapter (src/systems/pf2e/foundry) depends on, as the double's pf2e gives it — on both profiles, so
 * that the test fails when the double drifts from pf2e's dialog.ts and check.ts (1566d666 and the newest stored
 * check.ts). The adapter reads:
 * - the hook `renderCheckModifiersDialog`, fired with (app, jQuery html) on the first render and again when a
 *   modifier or a substitution is toggled — never on a fate radio's click nor on a roll mode chosen;
 * - `app.check.totalModifier`; `app.context`: `options` (a Set), `substitutions` (`slug`, `value`, `selected`,
 *   `effectType`), `rollTwice`, `dc` (`value`, `visible`), `dosAdjustments` (`adjustments`, a `predicate` with
 *   `test`), `origin.self` and `target.actor` (its `hasPlayerOwner`) for the DC's secrecy;
 * - in the window: `button.roll`, and the `.fate input[type=radio]` whose click has set `context.rollTwice` before
 *   a listener added after the render runs;
 * - the world setting `pf2e.metagame_showDC`, off by default;
 * - a check's roll's `options.showBreakdown` (false for an actor no player owns while `pf2e.metagame_showBreakdowns`
 *   is off, by default), whose message's chance line a player then does not read.
 * Worked case: Kyra's Acrobatics, Dexterity +3 and expert +4 (clumsy off), against an ogre's DC 18: +7.
 */
import { describe, expect, it, vi } from "vitest";
import { useIndieDice } from "../../../foundry/support/helpers";
import {
  pickFate,
  pressRoll,
  rollCheck,
  rollCheckWithoutDialog,
  toggleModifier,
  toggleSubstitution,
  type CheckSpec,
} from "../../../../foundry-double/systems/pf2e/driver";
import type { CheckModifiersDialog } from "../../../../foundry-double/systems/pf2e/check-modifiers-dialog";
import { Check, CheckModifier } from "../../../../foundry-double/systems/pf2e/index";
import { field, systemSetting } from "../../../../src/foundry/systems/system-reads";
import { must } from "../../../kit";
import { onlyTheV1Warning } from "./valeros-world";

const harness = useIndieDice({
  system: "pf2e",
  actors: [
    { _id: "kyra", name: "Kyra", type: "character", ownership: { default: 3 } },
    { _id: "ogre", name: "Ogre", type: "npc", ownership: { default: 0 } },
  ],
});

/**
 * Kyra's Acrobatics +7 (Dexterity +3, expert +4; clumsy 1 off) against an ogre's Reflex DC 18, with Assurance and a
 * keen edge.
 */
const ACROBATICS: CheckSpec = {
  slug: "acrobatics",
  title: "Acrobatics",
  actor: "kyra",
  target: "ogre",
  modifiers: [
    { label: "Dexterity", modifier: 3, type: "ability" },
    { label: "Expert", modifier: 4, type: "proficiency" },
    { label: "Clumsy", modifier: -1, type: "status", ignored: true, predicate: ["self:condition:clumsy"] },
  ],
  dc: { value: 18 },
  substitutions: [{ slug: "assurance", label: "Assurance", value: 16, effectType: "fortune" }],
  dosAdjustments: [
    {
      adjustments: { success: { label: "Keen", amount: "criticalSuccess" } },
      predicate: [{ eq: ["check:total:natural", 19] }],
    },
  ],
};

/** Every render of the check dialog: the app and the element its hook hands over. */
function renders(): { app: unknown; html: HTMLElement }[] {
  const seen: { app: unknown; html: HTMLElement }[] = [];
  Reflect.apply(Hooks.on, Hooks, [
    "renderCheckModifiersDialog",
    (app: unknown, html: ArrayLike<HTMLElement>) => void seen.push({ app, html: must(html[0]) }),
  ]);
  return seen;
}

const windowOf = (dialog: CheckModifiersDialog) => must(document.getElementById(dialog.id));

onlyTheV1Warning();

describe("the double's pf2e check dialog gives the adapter what it reads", () => {
  it("the render hook with (app, html), again on a toggle, never on a radio or a roll mode", async () => {
    const seen = renders();
    const { dialog } = await rollCheck(ACROBATICS);
    expect(seen).toHaveLength(1);
    expect(must(seen[0]).app).toBe(dialog);
    expect(must(seen[0]).html.querySelector("button.roll")).not.toBeNull();
    pickFate(dialog, "keep-higher");
    const select = must(windowOf(dialog).querySelector<HTMLSelectElement>("select[name=rollmode]"));
    select.value = must(select.options[1]).value;
    select.dispatchEvent(new Event("change"));
    expect(seen).toHaveLength(1);
    await toggleModifier(dialog, 2);
    await toggleSubstitution(dialog, 0);
    expect(seen).toHaveLength(3);
  });

  it(
    "the check's total and the context's fields, with pf2e's values: " +
      "+7, DC 18 hidden, the substitution, the adjustment",
    async () => {
      const { dialog } = await rollCheck(ACROBATICS);
      expect(dialog.check.totalModifier).toBe(7);
      const context = dialog.context;
      expect(context.options).toBeInstanceOf(Set);
      expect(context.dc).toMatchObject({ value: 18 });
      expect(context.dc?.visible).not.toBe(true);
      expect(context.rollTwice).toBe(false);
      expect(context.substitutions).toEqual([
        expect.objectContaining({ slug: "assurance", value: 16, selected: false, effectType: "fortune" }),
      ]);
      const [keen] = must(context.dosAdjustments);
      expect(must(keen).adjustments).toEqual({ success: { label: "Keen", amount: "criticalSuccess" } });
      expect(must(keen).predicate?.test(new Set(["check:total:natural:19"]))).toBe(true);
      expect(must(keen).predicate?.test(new Set(["check:total:natural:18"]))).toBe(false);
      expect(context.origin?.self).toBe(true);
      expect(Reflect.get(Object(context.target?.actor), "hasPlayerOwner")).toBe(false);
      // A substitution selected: `selected` and its `substitute:` roll option, the total worked out again (+7 still).
      await toggleSubstitution(dialog, 0);
      expect(must(dialog.context.substitutions)[0]).toMatchObject({ selected: true });
      expect(dialog.context.options?.has("substitute:assurance")).toBe(true);
      expect(dialog.check.totalModifier).toBe(7);
      // Clumsy turned on: +6, the dialog drawn again with it on the Roll button.
      await toggleModifier(dialog, 2);
      expect(dialog.check.totalModifier).toBe(6);
      expect(must(windowOf(dialog).querySelector("button.roll")).textContent).toContain("+6");
    },
  );

  it(
    "the fate radios keep-higher, none, keep-lower, " +
      "each setting context.rollTwice before a listener added after the render",
    async () => {
      const { dialog } = await rollCheck(ACROBATICS);
      const radios = [...windowOf(dialog).querySelectorAll<HTMLInputElement>(".fate input[type=radio]")];
      expect(radios.map((radio) => radio.value)).toEqual(["keep-higher", "", "keep-lower"]);
      const heard: unknown[] = [];
      for (const radio of radios) radio.addEventListener("click", () => heard.push(dialog.context.rollTwice));
      for (const radio of radios) radio.click();
      expect(heard).toEqual(["keep-higher", false, "keep-lower"]);
    },
  );

  it("the metagame setting for DCs, off by default", () => {
    expect(systemSetting("pf2e", "metagame_showDC")).toBe(false);
  });

  it(
    "a check's roll says whether its breakdown is everyone's (`showBreakdown`): " +
      "an actor a player owns, yes; the ogre's, not while *show breakdowns* is off (by default)",
    async () => {
      expect(systemSetting("pf2e", "metagame_showBreakdowns")).toBe(false);
      const kyras = await rollCheckWithoutDialog({ ...ACROBATICS, dosAdjustments: [] });
      const ogres = await rollCheckWithoutDialog({ ...ACROBATICS, dosAdjustments: [], actor: "ogre", target: "kyra" });
      expect([kyras?.options.showBreakdown, ogres?.options.showBreakdown]).toEqual([true, false]);
      await Reflect.apply(game.settings.set, game.settings, ["pf2e", "metagame_showBreakdowns", true]);
      expect(
        (await rollCheckWithoutDialog({ ...ACROBATICS, dosAdjustments: [], actor: "ogre", target: "kyra" }))?.options
          .showBreakdown,
      ).toBe(true);
    },
  );
});

describe("the double's pf2e dialog as pf2e draws it: the roll mode and the show-dialogs checkbox", () => {
  it(
    "lists the roll modes with the chat bar's chosen, " + "and a choice is the context's roll mode, kept with the roll",
    async () => {
      const { dialog, rolled } = await rollCheck(ACROBATICS);
      const select = must(windowOf(dialog).querySelector<HTMLSelectElement>("select[name=rollmode]"));
      const v14 = process.env.FOUNDRY_GENERATION === "14";
      expect([...select.options].map((option) => option.value)).toEqual(
        v14 ? ["public", "gm", "blind", "self", "ic"] : ["publicroll", "gmroll", "blindroll", "selfroll"],
      );
      expect(select.value).toBe(v14 ? "public" : "publicroll");
      expect(dialog.context.rollMode).toBe(select.value);
      select.value = v14 ? "blind" : "blindroll";
      select.dispatchEvent(new Event("change"));
      expect(dialog.context.rollMode).toBe(v14 ? "blind" : "blindroll");
      pressRoll(dialog);
      await rolled;
      expect(Reflect.get(must(harness().foundry.messages.at(-1)).flags, "pf2e")).toMatchObject({
        context: { rollMode: v14 ? "blind" : "blindroll" },
      });
    },
  );

  it("the checkbox, checked while the user shows check dialogs; unchecked, the next check opens none", async () => {
    const { dialog } = await rollCheck(ACROBATICS);
    const toggle = must(windowOf(dialog).querySelector<HTMLInputElement>("input[data-action=change-show-default]"));
    expect(toggle.checked).toBe(true);
    toggle.click();
    await vi.waitFor(() =>
      expect(field(field(field(game.user.flags, "pf2e"), "settings"), "showCheckDialogs")).toBe(false),
    );
    const opened = vi.fn();
    Reflect.apply(Hooks.on, Hooks, ["renderCheckModifiersDialog", opened]);
    const roll = await Check.roll(new CheckModifier("athletics", { modifiers: [] }, []), {
      actor: game.actors.get("kyra"),
    });
    expect(opened).not.toHaveBeenCalled();
    expect(must(roll).formula).toBe("1d20");
  });
});
