// @vitest-environment happy-dom
/**
 * The roll dialogs end to end in the Foundry double: `api.dialogs.open` renders the rule set's form (fields, odds,
 * footer), a change redraws the odds part alone, a bad value is refused in place, and the Roll button, Enter and
 * Escape behave as the dialogs' contract says (README "For players").
 */
import { QUICK_RUN } from "../../quick";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useIndieDice } from "../support/helpers";
import {
  api,
  changeField,
  control,
  part,
  rollButton,
  rollDialog,
  rollDialogCount,
  settle,
  shownOdds,
  waitFor,
} from "../support/dialog-harness";
import { pressEnter } from "../../../foundry-double";
import { DIALOG_MODELS } from "../../../src/ui/dialog-models";
import { type FormValues } from "../../../src/ui/dialogs/dialog-types";
import { type RuleSetId } from "../../../src/core/rule-set-types";
import { readDialogSettings } from "../../../src/foundry/dialog-settings";
import { LIVE_INPUT_DELAY_MS } from "../../../src/ui/dom/live-input";
import { worldActor } from "../../../foundry-double/documents/world";
import { asSentByAnyClient } from "../../sent-by-any-client";
import { elementOf, must, pattern } from "../../kit";

const HERO = { _id: "heroActor0000001", name: "Brunhild", ownership: { default: 0, playerUser000000: 3 } };
const GM_ID = "gmUser0000000000";
const harness = useIndieDice({ actors: [HERO] });

interface Case {
  readonly ruleSet: RuleSetId;
  readonly rollClass: string;
  readonly title: string;
  readonly fields: string[];
  readonly formula: string;
  /** A valid change, the outcome whose odds it moves, and the formula rolled after it. */
  readonly change: [string, string];
  readonly outcome: string;
  readonly changedFormula: string;
  /** A value the field refuses. */
  readonly bad: [string, string];
}

const CASES: Case[] = [
  {
    ruleSet: "kaiser",
    rollClass: "KaiserRoll",
    title: "Kaiser check",
    formula: "2d6ko",
    fields: ["kind", "bonus", "advantages", "disadvantages", "mode", "difficulty", "opponent"],
    change: ["bonus", "3"],
    outcome: "success",
    changedFormula: "2d6ko + 3",
    bad: ["bonus", "2000000"],
  },
  {
    ruleSet: "ogs",
    rollClass: "OgsRoll",
    title: "OGS Action Check",
    formula: "1d8 + 1d6 + 1d6",
    fields: ["stat", "skill", "modifier", "stages", "increaseTarget", "flatBonus", "difficulty"],
    change: ["flatBonus", "2"],
    outcome: "success",
    changedFormula: "1d8 + 1d6 + 1d6 + 2",
    bad: ["stages", "21"],
  },
  {
    ruleSet: "kingdoms",
    rollClass: "KingdomsRoll",
    title: "Kingdoms and Rulers test",
    formula: "6d12kr7",
    fields: ["pool", "dice", "dt"],
    change: ["dt", "5"],
    outcome: "success",
    changedFormula: "6d12kr5",
    bad: ["pool", "0"],
  },
  {
    ruleSet: "klepto",
    rollClass: "KleptoRoll",
    title: "Kleptonomicon Test",
    formula: "1d10kc",
    fields: ["modifier", "advantages", "disadvantages", "method", "ranges"],
    change: ["modifier", "2"],
    outcome: "range-2",
    changedFormula: "1d10kc + 2",
    bad: ["modifier", "2000000"],
  },
  {
    ruleSet: "olde",
    rollClass: "OldeRoll",
    title: "Dungeons of Olde roll",
    formula: "2d6x",
    fields: ["count", "faces", "adjustment", "unlimited", "target"],
    change: ["faces", "4"],
    outcome: "explode",
    changedFormula: "2d4x",
    bad: ["faces", "0"],
  },
];

/** The odds the pure view model gives for a form (what the dialog must show). */
function modelOdds(ruleSet: RuleSetId, form: FormValues): Record<string, number> {
  const model = DIALOG_MODELS[ruleSet] as (typeof DIALOG_MODELS)[RuleSetId];
  const settings = readDialogSettings();
  const view = model.build({ ...model.defaults(settings), ...form }, { i18n: game.i18n, settings, showOdds: true });
  return Object.fromEntries((view.odds?.rows ?? []).map((row) => [row.outcome, row.probability]));
}

function hero(): Actor.Implementation {
  return worldActor(HERO._id);
}

/**
 * What the dialogs' shared base does (a change, a bad value, the keys, typing) is checked on every rule set's dialog in
 * the full run; in `npm test` on the two whose fields have every kind of control (numbers, a select, a checkbox; the
 * roll mode's select and the flavor's text on every dialog).
 */
const sharedBehaviourSkipped = (ruleSet: string) => QUICK_RUN && !["klepto", "olde"].includes(ruleSet);

describe.each(CASES)("the $ruleSet dialog", (c) => {
  it("renders its fields, odds and footer, titled with the actor", async () => {
    const pending = api().dialogs.open(c.ruleSet, { actor: hero() });
    const dialog = await rollDialog();
    expect(dialog.element.tagName).toBe("FORM");
    expect(dialog.element.querySelector(".window-title")?.textContent).toBe(`${c.title}: Brunhild`);
    const fields = part(dialog, "fields");
    expect(fields.dataset.ruleSet).toBe(c.ruleSet);
    expect(
      [...fields.querySelectorAll<HTMLElement>(".indie-dice-field[data-field]")].map((f) => f.dataset.field),
    ).toEqual(c.fields);
    // Ids are prefixed with the application's, so two dialogs never share one.
    for (const name of c.fields) expect(control(dialog, name).id).toBe(`${dialog.id}-${name}`);
    expect(shownOdds(dialog)).toEqual(modelOdds(c.ruleSet, {}));
    // Outcomes under their column headings; a roll with no outcome to share out (Olde without a target) lists only
    // the facts about it, under their caption.
    if (c.ruleSet === "olde")
      expect(part(dialog, "odds").querySelector("table.indie-dice-odds-facts caption")?.textContent).toBe(
        "About this roll",
      );
    else expect(part(dialog, "odds").querySelector("thead")?.textContent).toMatch(/Outcome\s*Chance/);
    // The chart says what its axis counts and what the numbers under its bars are.
    const caption = part(dialog, "odds")
      .querySelector("figure.indie-dice-chart-figure > figcaption")
      ?.textContent?.replace(/\s+/g, " ")
      .trim();
    // A chart that leaves out thin tails says so, and which results it draws (docs/odds.md "Numbers as read").
    expect(caption).toMatch(
      pattern([
        String.raw`^\S.* along the axis, with the lowest(, the most likely)? and the highest( of those drawn)? `,
        String.raw`written under the bars; each bar's height is its chance\.`,
      ]),
    );
    expect(/of those drawn/.test(caption ?? "")).toBe(/Only −?\d+ to −?\d+ is drawn/.test(caption ?? ""));
    const footer = part(dialog, "footer");
    expect(footer.querySelector(".indie-dice-roll-mode span")?.textContent).toBe("Roll mode");
    expect(footer.querySelector(".indie-dice-flavor span")?.textContent).toBe("Flavor text");
    expect(rollButton(dialog).textContent?.trim()).toBe("Roll");
    expect(rollButton(dialog).disabled).toBe(false);
    expect(control<HTMLSelectElement>(dialog, "rollMode").value).toBe("public");
    await dialog.close();
    expect(await pending).toBeNull();
  });

  it.skipIf(sharedBehaviourSkipped(c.ruleSet))(
    "a change redraws only the odds part, with the new exact probability",
    async () => {
      const pending = api().dialogs.open(c.ruleSet, {});
      const dialog = await rollDialog();
      const [name, value] = c.change;
      const before = shownOdds(dialog)[c.outcome];
      const fields = part(dialog, "fields");
      const footer = part(dialog, "footer");
      await changeField(dialog, name, value);
      const after = shownOdds(dialog);
      expect(after).toEqual(modelOdds(c.ruleSet, { [name]: Number(value) }));
      expect(after[c.outcome]).not.toBe(before);
      expect(part(dialog, "fields")).toBe(fields);
      expect(part(dialog, "footer")).toBe(footer);
      await dialog.close();
      await pending;
    },
  );

  it.skipIf(sharedBehaviourSkipped(c.ruleSet))(
    "a bad value shows the field's error and turns Roll off; submitting rolls nothing",
    async () => {
      const pending = api().dialogs.open(c.ruleSet, {});
      const dialog = await rollDialog();
      const [name, value] = c.bad;
      await changeField(dialog, name, value);
      const wrapper = must(
        part(dialog, "fields").querySelector<HTMLElement>(`.indie-dice-field[data-field="${name}"]`),
      );
      const error = must(wrapper.querySelector<HTMLElement>(".indie-dice-field-error"));
      expect(wrapper.classList.contains("has-error")).toBe(true);
      expect(error.hidden).toBe(false);
      expect(error.textContent?.trim()).not.toBe("");
      expect(control(dialog, name).getAttribute("aria-invalid")).toBe("true");
      expect(rollButton(dialog).disabled).toBe(true);
      expect(part(dialog, "odds").querySelector(".indie-dice-odds-unavailable")?.textContent).toBe(
        "The odds appear once every field is filled in correctly.",
      );
      rollButton(dialog).click();
      expect(pressEnter(control(dialog, name))).toBe(false);
      // The field's own bounds stop the browser's submission too.
      dialog.element.requestSubmit();
      await settle();
      expect(harness().foundry.messages).toHaveLength(0);
      // A submit event that gets through anyway (no constraint validation) is refused with a message; it stays open.
      dialog.element.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
      await settle();
      expect(harness().foundry.messages).toHaveLength(0);
      expect(harness().foundry.notifications.at(-1)).toMatchObject({
        type: "error",
        message: "Correct the fields marked in the dialog before rolling.",
      });
      expect(dialog.rendered).toBe(true);
      await dialog.close();
      expect(await pending).toBeNull();
    },
  );

  it(
    "Roll posts the rule set's roll as the actor, with the roll mode and the flavor escaped; " + "resolves with it",
    async () => {
      const pending = api().dialogs.open(c.ruleSet, { actor: hero() });
      const dialog = await rollDialog();
      await changeField(dialog, ...c.change);
      await changeField(dialog, "rollMode", "gm");
      await changeField(dialog, "flavor", "<b>Climb</b> & run");
      rollButton(dialog).click();
      const roll = await pending;
      expect(roll?.constructor.name).toBe(c.rollClass);
      expect(roll?.formula).toBe(c.changedFormula);
      const messages = harness().foundry.messages;
      expect(messages).toHaveLength(1);
      const message = must(messages[0]);
      expect(message.rolls[0]?.constructor.name).toBe(c.rollClass);
      expect(message.rolls[0]?.formula).toBe(c.changedFormula);
      expect(message.rolls[0]?.total).toBe(roll?.total);
      expect(message.speaker.actor).toBe(HERO._id);
      expect(message.speaker.alias).toBe("Brunhild");
      expect(message.whisper).toEqual([GM_ID]);
      expect(message.flavor).toBe("&lt;b&gt;Climb&lt;/b&gt; &amp; run");
      expect(rollDialogCount()).toBe(0);
    },
  );

  it.skipIf(sharedBehaviourSkipped(c.ruleSet))(
    "Enter in a field rolls; Escape in a field closes without rolling",
    async () => {
      const first = api().dialogs.open(c.ruleSet, {});
      const dialog = await rollDialog();
      expect(pressEnter(control(dialog, c.change[0]))).toBe(true);
      expect((await first)?.formula).toBe(c.formula);
      expect(harness().foundry.messages).toHaveLength(1);

      const second = api().dialogs.open(c.ruleSet, {});
      const again = await rollDialog();
      const field = control(again, c.change[0]);
      field.focus();
      field.dispatchEvent(
        new KeyboardEvent("keydown", { key: "Escape", code: "Escape", bubbles: true, cancelable: true }),
      );
      expect(await second).toBeNull();
      expect(rollDialogCount()).toBe(0);
      expect(harness().foundry.messages).toHaveLength(1);
    },
  );

  it.skipIf(sharedBehaviourSkipped(c.ruleSet))(
    "opens with the focus on its first field; " + "Enter rolls from any field, a select and a checkbox included",
    async () => {
      for (const name of [...c.fields, "rollMode", "flavor"]) {
        const pending = api().dialogs.open(c.ruleSet, {});
        const dialog = await rollDialog();
        if (name === c.fields[0]) expect(document.activeElement).toBe(control(dialog, name));
        const field = control<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(dialog, name);
        const before = harness().foundry.messages.length;
        if (field.disabled) {
          await dialog.close();
          await pending;
          continue;
        }
        if (field.tagName === "SELECT") {
          // The select's own list still opens from the keyboard as usual: those keys are left alone.
          for (const key of [{ key: "ArrowDown", altKey: true }, { key: " " }, { key: "F4" }]) {
            expect(field.dispatchEvent(new KeyboardEvent("keydown", { ...key, bubbles: true, cancelable: true }))).toBe(
              true,
            );
          }
        }
        if (field.tagName === "TEXTAREA") {
          // Enter starts a new line there; Ctrl+Enter rolls.
          expect(
            field.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true })),
          ).toBe(true);
          await settle();
          expect(harness().foundry.messages).toHaveLength(before);
          field.dispatchEvent(
            new KeyboardEvent("keydown", { key: "Enter", ctrlKey: true, bubbles: true, cancelable: true }),
          );
        } else {
          pressEnter(field);
        }
        await waitFor(`a roll from Enter in ${name}`, () => harness().foundry.messages.length === before + 1);
        expect((await pending)?.formula).toBe(c.formula);
        expect(rollDialogCount()).toBe(0);
      }
    },
  );

  it("fastForward rolls the spec without a dialog", async () => {
    const spec = DIALOG_MODELS[c.ruleSet].build(
      { ...DIALOG_MODELS[c.ruleSet].defaults(readDialogSettings()), [c.change[0]]: Number(c.change[1]) },
      { i18n: game.i18n, settings: readDialogSettings(), showOdds: false },
    ).spec;
    const roll = await api().dialogs.open(c.ruleSet, {
      spec: spec,
      fastForward: true,
      actor: hero(),
      rollMode: "blindroll",
    });
    expect(rollDialogCount()).toBe(0);
    expect(roll?.formula).toBe(c.changedFormula);
    const message = must(harness().foundry.messages[0]);
    expect(message.rolls[0]?.constructor.name).toBe(c.rollClass);
    expect(message.blind).toBe(true);
    expect(message.speaker.actor).toBe(HERO._id);
  });
});

describe("typing: the odds follow the keys once they pause, not only a change (README: as you type)", () => {
  afterEach(() => void vi.useRealTimers());

  it.each(CASES.filter((c) => !sharedBehaviourSkipped(c.ruleSet)))(
    "$ruleSet: an input event redraws the odds after the pause, the field keeping its focus",
    async (c) => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const pending = api().dialogs.open(c.ruleSet, {});
      const dialog = await rollDialog();
      const [name, value] = c.change;
      const field = control(dialog, name);
      field.focus();
      const odds = part(dialog, "odds");
      field.value = value;
      field.dispatchEvent(new Event("input", { bubbles: true }));
      vi.advanceTimersByTime(LIVE_INPUT_DELAY_MS - 1);
      await settle();
      expect(part(dialog, "odds")).toBe(odds);
      vi.advanceTimersByTime(1);
      await waitFor("the odds redrawn after typing paused", () => part(dialog, "odds") !== odds);
      expect(shownOdds(dialog)).toEqual(modelOdds(c.ruleSet, { [name]: Number(value) }));
      expect(control(dialog, name)).toBe(field);
      expect(document.activeElement).toBe(field);
      // Leaving the field (a change) updates at once; no second, stale update follows.
      rollButton(dialog).click();
      expect((await pending)?.formula).toBe(c.changedFormula);
    },
  );

  it("a keystroke within the pause starts it again: one update for the whole number typed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const pending = api().dialogs.open("kingdoms", {});
    const dialog = await rollDialog();
    const field = control(dialog, "pool");
    const odds = part(dialog, "odds");
    for (const typed of ["1", "12"]) {
      field.value = typed;
      field.dispatchEvent(new Event("input", { bubbles: true }));
      vi.advanceTimersByTime(LIVE_INPUT_DELAY_MS - 1);
      await settle();
      expect(part(dialog, "odds")).toBe(odds);
    }
    vi.advanceTimersByTime(1);
    await waitFor("the odds redrawn for 12 dice", () => part(dialog, "odds") !== odds);
    expect(shownOdds(dialog)).toEqual(modelOdds("kingdoms", { pool: 12 }));
    await dialog.close();
    await pending;
  });
});

describe("fast-forward refusals", () => {
  it("a bad spec is a localized error and nothing is rolled", async () => {
    const open = api().dialogs.open("kaiser", {
      spec: { kind: "skill", bonus: 2_000_000, difficulty: 10 },
      fastForward: true,
    });
    await expect(open).rejects.toThrow(/^Value: /);
    expect(harness().foundry.messages).toHaveLength(0);
    expect(harness().foundry.notifications.at(-1)?.type).toBe("error");
    expect(harness().foundry.notifications.at(-1)?.message).toMatch(/^Value: /);
    expect(harness().foundry.scriptedRemaining).toBe(0);
  });

  it("an unknown rule set is refused", async () => {
    await expect(api().dialogs.open(asSentByAnyClient<RuleSetId>("nope"), { fastForward: true })).rejects.toThrow();
    expect(harness().foundry.messages).toHaveLength(0);
  });
});

describe("a spec prefills the dialog", () => {
  it("with the names the Roll factories take", async () => {
    const pending = api().dialogs.open("kaiser", {
      spec: { kind: "resistance", bonus: 4, advantage: 2, difficulty: 12 },
    });
    const dialog = await rollDialog();
    expect(control<HTMLSelectElement>(dialog, "kind").value).toBe("resistance");
    expect(control(dialog, "bonus").value).toBe("4");
    expect(control(dialog, "advantages").value).toBe("2");
    expect(control(dialog, "difficulty").value).toBe("12");
    rollButton(dialog).click();
    expect((await pending)?.formula).toBe("4d6kh2 + 4");
  });

  it("with the roll mode and flavor the caller gives", async () => {
    const pending = api().dialogs.open("olde", { rollMode: "selfroll", flavor: "Loot <the> chest" });
    const dialog = await rollDialog();
    // The API takes v13's spelling too; the select speaks v14's names on both generations.
    expect(control<HTMLSelectElement>(dialog, "rollMode").value).toBe("self");
    expect(control(dialog, "flavor").value).toBe("Loot <the> chest");
    rollButton(dialog).click();
    await pending;
    const message = must(harness().foundry.messages[0]);
    expect(message.whisper).toEqual([must(game.user).id]);
    expect(message.flavor).toBe("Loot &lt;the&gt; chest");
  });
});

describe("the steppers (templates/dialogs/fields.hbs: data-action=stepField, data-step)", () => {
  function stepper(dialog: Awaited<ReturnType<typeof rollDialog>>, name: string, step: "1" | "-1"): HTMLButtonElement {
    const button = part(dialog, "fields").querySelector<HTMLButtonElement>(
      `button[data-action="stepField"][data-field="${name}"][data-step="${step}"]`,
    );
    if (!button) throw new Error(`no ${step} stepper for ${name}`);
    return button;
  }

  it("+ and − move the field by one, redraw the odds and roll what they show", async () => {
    const pending = api().dialogs.open("kaiser", {});
    const dialog = await rollDialog();
    const odds = part(dialog, "odds");
    stepper(dialog, "advantages", "1").click();
    stepper(dialog, "advantages", "1").click();
    await settle();
    expect(control(dialog, "advantages").value).toBe("2");
    expect(part(dialog, "odds")).not.toBe(odds);
    expect(shownOdds(dialog)).toEqual(modelOdds("kaiser", { advantages: 2 }));
    expect(part(dialog, "fields").querySelector('[data-note="level"]')?.textContent).toContain("A2");
    stepper(dialog, "disadvantages", "1").click();
    await settle();
    rollButton(dialog).click();
    expect((await pending)?.formula).toBe("3d6kh2ko");
  });

  it("stops at the field's bounds", async () => {
    const pending = api().dialogs.open("klepto", {});
    const dialog = await rollDialog();
    stepper(dialog, "disadvantages", "-1").click();
    await settle();
    expect(control(dialog, "disadvantages").value).toBe("0");
    await changeField(dialog, "advantages", "20");
    stepper(dialog, "advantages", "1").click();
    await settle();
    expect(control(dialog, "advantages").value).toBe("20");
    await dialog.close();
    await pending;
  });

  it("does nothing while its field is disabled (a characteristic check takes no advantage)", async () => {
    const pending = api().dialogs.open("kaiser", {});
    const dialog = await rollDialog();
    await changeField(dialog, "kind", "characteristic");
    expect(control(dialog, "advantages").disabled).toBe(true);
    expect(stepper(dialog, "advantages", "1").disabled).toBe(true);
    stepper(dialog, "advantages", "1").click();
    await settle();
    expect(control(dialog, "advantages").value).toBe("0");
    rollButton(dialog).click();
    expect((await pending)?.formula).toBe("1d6");
  });
});

describe("two dialogs at once", () => {
  it("keep their own field ids and each resolves with its own roll", async () => {
    const first = api().dialogs.open("olde", {});
    await rollDialog();
    const second = api().dialogs.open("olde", {});
    await settle();
    const instances = [...foundry.applications.instances.values()];
    const forms = instances.map((app) => app.element);
    expect(forms).toHaveLength(2);
    expect(new Set(forms.map((form) => form.querySelector("input[name=count]")?.id)).size).toBe(2);
    elementOf(must(forms[1]).querySelector("button.indie-dice-roll"), HTMLButtonElement).click();
    expect((await second)?.formula).toBe("2d6x");
    elementOf(must(forms[0]).querySelector("[data-action=close]"), HTMLButtonElement).click();
    expect(await first).toBeNull();
  });
});

describe("a dialog that cannot render", () => {
  it("rejects instead of leaving the caller waiting for a close that never comes", async () => {
    // A world whose roll modes another module broke: the footer part cannot be drawn.
    const broken = {
      configurable: true,
      get: () => {
        throw new Error("another module broke the roll modes");
      },
    };
    Object.defineProperty(CONFIG.Dice, "rollModes", broken);
    Object.defineProperty(CONFIG.ChatMessage, "modes", broken);
    await expect(api().dialogs.open("olde", {})).rejects.toThrow(/Failed to render/);
    expect(rollDialogCount()).toBe(0);
  });
});

describe("the window: room for the odds, resizable, its size remembered per dialog", () => {
  interface Positioned extends RollDialogWindow {
    readonly position: { width?: number | "auto"; height?: number | "auto" };
    setPosition(position: { width?: number; height?: number }): unknown;
  }
  type RollDialogWindow = Awaited<ReturnType<typeof rollDialog>>;

  const setScreen = (width: number, height: number) =>
    (
      window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
    ).happyDOM.setViewport({ width, height });

  async function open(ruleSet: RuleSetId): Promise<{ dialog: Positioned; pending: Promise<unknown> }> {
    const pending = api().dialogs.open(ruleSet, {});
    return { dialog: (await rollDialog()) as Positioned, pending };
  }

  it("opens wide enough for its fields and odds side by side on a 1920 px screen, and can be resized", async () => {
    setScreen(1920, 1080);
    const { dialog, pending } = await open("kaiser");
    expect(dialog.position.width).toBe(820);
    expect(dialog.position.height).toBe("auto");
    expect(dialog.element.querySelector(".window-resize-handle")).not.toBeNull();
    await dialog.close();
    await pending;
    // Not resized: nothing remembered.
    expect(game.settings.get("indie-dice", "windowSizes")).toEqual({});
  });

  it("in one column on a narrow screen", async () => {
    setScreen(800, 700);
    const { dialog, pending } = await open("ogs");
    expect(dialog.position.width).toBe(460);
    await dialog.close();
    await pending;
  });

  it("a size the user resized it to is kept for that rule set's dialog, and only that one", async () => {
    setScreen(1920, 1080);
    const first = await open("kingdoms");
    // What Foundry's resize handle does: the height becomes a number as the pointer drags.
    first.dialog.setPosition({ width: 700, height: 640 });
    await first.dialog.close();
    await first.pending;
    expect(game.settings.get("indie-dice", "windowSizes")).toEqual({ "roll-kingdoms": { width: 700, height: 640 } });

    const again = await open("kingdoms");
    expect([again.dialog.position.width, again.dialog.position.height]).toEqual([700, 640]);
    await again.dialog.close();
    await again.pending;
    const other = await open("klepto");
    expect([other.dialog.position.width, other.dialog.position.height]).toEqual([820, "auto"]);
    await other.dialog.close();
    await other.pending;
  });
});
