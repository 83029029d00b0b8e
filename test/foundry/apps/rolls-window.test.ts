// @vitest-environment happy-dom
/**
 * A character's rolls one click away (issue 25's "Done when"), in the Foundry double under both profiles: a player
 * saves "Stealth" from the Kaiser dialog of their character (*Save as…*, the bonus written `@skills.stealth`), sees
 * it in the Rolls window with its exact chance, rolls it with a click (its dialog, filled) and with Shift-click (at
 * once), drags it to the hotbar twice (one macro) and the macro rolls it; the `@` field follows a change to the
 * actor; a missing path is refused by name; the window reorders and deletes for owners only; the sheet header and
 * the token HUD open it.
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../support/helpers";
import {
  api,
  callHook,
  changeField,
  control,
  rollButton,
  rollDialog,
  settle,
  waitFor,
} from "../support/dialog-harness";
import { DIALOG_MODELS } from "../../../src/ui/dialog-models";
import { readDialogSettings } from "../../../src/foundry/dialog-settings";
import { worldActor, updateActor, worldMacros, worldMessages } from "../../../foundry-double/documents/world";
import { must } from "../../kit";

const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";
const OTHER = "otherPlayer00000";
const HERO = {
  _id: "heroActor0000001",
  name: "Brunhild",
  ownership: { default: 0, [PLAYER]: 3 },
  system: { skills: { stealth: 5 } },
};
const RIVAL = {
  _id: "rivalActor000001",
  name: "Rival",
  ownership: { default: 2, [OTHER]: 3 },
  system: { skills: { stealth: 2 } },
};
const harness = useIndieDice({
  actors: [HERO, RIVAL],
  users: [
    { id: GM, name: "Gamemaster", isGM: true },
    { id: PLAYER, name: "Player", isGM: false, character: HERO._id },
    { id: OTHER, name: "Other", isGM: false, deniedPermissions: ["MACRO_SCRIPT"] },
  ],
  userId: PLAYER,
  scenes: [
    {
      _id: "sceneMain0000001",
      name: "Hall",
      tokens: [{ _id: "heroToken0000001", name: "Brunhild", actorId: HERO._id, actorLink: true }],
    },
  ],
});

interface MacroView {
  readonly id: string;
  readonly name: string;
  readonly command: string;
  execute(scope?: object): Promise<unknown>;
}

function hero(): Actor.Implementation {
  return worldActor(HERO._id);
}

function messages(): ChatMessage.Implementation[] {
  return worldMessages();
}

function rollsWindow(): Promise<HTMLElement> {
  return waitFor("the Rolls window", () =>
    document
      .querySelector<HTMLElement>(".saved-rolls-window .indie-dice-saved-rolls")
      ?.closest<HTMLElement>(".saved-rolls-window"),
  );
}

function row(window: HTMLElement, name: string): HTMLElement {
  const found = [...window.querySelectorAll<HTMLElement>("[data-saved-roll]")].find(
    (li) => li.querySelector(".indie-dice-saved-name")?.textContent === name,
  );
  if (!found) throw new Error(`No saved roll ${name} in the window`);
  return found;
}

/** The chance the Kaiser dialog itself gives a skill check of `bonus`, A1, against 12 (the window must agree). */
function kaiserChance(bonus: number): number {
  const i18n = game.i18n;
  const settings = readDialogSettings();
  const model = DIALOG_MODELS.kaiser;
  const form = {
    ...model.defaults(settings),
    ...model.formFromSpec({ kind: "skill", bonus, advantage: 1, difficulty: 12 }, settings),
  };
  return must(
    must(model.build(form, { i18n, settings, showOdds: true }).odds).rows.find((r) => r.outcome === "success"),
  ).probability;
}

/** A drag of a row, as Chromium gives it: its dataTransfer filled by the window's dragstart listener. */
function dragRow(element: HTMLElement): { dataTransfer: { getData(type: string): string } } {
  const store = new Map<string, string>();
  const dataTransfer = {
    setData: (type: string, value: string) => void store.set(type, value),
    getData: (type: string) => store.get(type) ?? "",
    get items() {
      return [...store.keys()];
    },
  };
  expect(element.getAttribute("draggable")).toBe("true");
  const event = new Event("dragstart", { bubbles: true });
  Object.defineProperty(event, "dataTransfer", { value: dataTransfer });
  element.dispatchEvent(event);
  return { dataTransfer };
}

async function saveStealthFromDialog(): Promise<void> {
  void api().dialogs.open("kaiser", { actor: hero() });
  const dialog = await rollDialog();
  await changeField(dialog, "bonus", "@skills.stealth");
  expect(dialog.element.querySelector(`#${control(dialog, "bonus").id}-resolved`)?.textContent).toBe("= 5");
  await changeField(dialog, "advantages", "1");
  await changeField(dialog, "mode", "difficulty");
  await changeField(dialog, "difficulty", "12");
  control(dialog, "savedRollName").value = "Stealth";
  must(dialog.element.querySelector<HTMLButtonElement>('[data-action="saveRoll"]')).click();
  await waitFor("the saved roll", () => api().savedRolls.list(hero()).length === 1 || undefined);
  await dialog.close();
}

describe("a character's rolls, one click away", () => {
  it(
    "saves Stealth from the Kaiser dialog with its @ field as written, " +
      "and the Rolls window shows it with the dialog's own chance",
    async () => {
      await saveStealthFromDialog();
      const [saved] = api().savedRolls.list(hero());
      expect(saved).toMatchObject({
        name: "Stealth",
        ruleSet: "kaiser",
        spec: { kind: "skill", bonus: "@skills.stealth", advantage: 1, difficulty: 12 },
      });
      expect(harness().foundry.notifications.at(-1)).toMatchObject({
        type: "info",
        message: "Saved “Stealth” for Brunhild.",
      });
      await api().savedRolls.open(hero());
      const window = await rollsWindow();
      expect(window.querySelector(".window-title")?.textContent).toBe("Saved rolls: Brunhild");
      const stealth = row(window, "Stealth");
      expect(stealth.querySelector(".indie-dice-saved-summary")?.textContent).toBe("3d6kh2ko + 5, against 12");
      const chance = must(stealth.querySelector<HTMLElement>(".indie-dice-saved-chance"));
      expect(Number(chance.dataset.probability)).toBeCloseTo(kaiserChance(5), 12);
    },
  );

  it("a click opens its dialog filled (the @ field kept as written); Shift-click rolls at once", async () => {
    await saveStealthFromDialog();
    await api().savedRolls.open(hero());
    const window = await rollsWindow();
    must(row(window, "Stealth").querySelector<HTMLButtonElement>('[data-action="openSavedRoll"]')).click();
    const dialog = await rollDialog();
    expect(control(dialog, "bonus").value).toBe("@skills.stealth");
    expect(control(dialog, "advantages").value).toBe("1");
    expect(control(dialog, "difficulty").value).toBe("12");
    expect(control(dialog, "savedRollName").value).toBe("Stealth");
    rollButton(dialog).click();
    await waitFor("the first roll", () => messages()[0]);
    expect(must(must(messages()[0]).rolls[0]).formula).toBe("3d6kh2ko + 5");
    expect(must(messages()[0]).speaker.actor).toBe(HERO._id);
    must(
      row(await rollsWindow(), "Stealth").querySelector<HTMLButtonElement>('[data-action="openSavedRoll"]'),
    ).dispatchEvent(new MouseEvent("click", { bubbles: true, shiftKey: true }));
    await waitFor("the Shift-click roll", () => messages()[1]);
    expect(must(must(messages()[1]).rolls[0]).formula).toBe(must(must(messages()[0]).rolls[0]).formula);
  });

  it("dragged to the hotbar twice it makes one macro, which rolls it", async () => {
    await saveStealthFromDialog();
    await api().savedRolls.open(hero());
    const drag = dragRow(row(await rollsWindow(), "Stealth"));
    await harness().foundry.dropOnHotbar(drag, "3");
    await waitFor("the macro in slot 3", () => (game.user as { hotbar: Record<string, string> }).hotbar[3]);
    await harness().foundry.dropOnHotbar(dragRow(row(await rollsWindow(), "Stealth")), "4");
    await waitFor("the macro in slot 4", () => (game.user as { hotbar: Record<string, string> }).hotbar[4]);
    const macros = worldMacros() as MacroView[];
    expect(macros).toHaveLength(1);
    const user = game.user as { hotbar: Record<string, string> };
    expect(user.hotbar).toEqual({ 3: must(macros[0]).id, 4: must(macros[0]).id });
    expect(must(macros[0]).name).toBe("Stealth");
    void must(macros[0]).execute({ event: new MouseEvent("click", { shiftKey: true }) });
    await waitFor("the macro's roll", () => messages()[0]);
    expect(messages()[0]).toMatchObject({ speaker: { actor: HERO._id } });
    expect(must(must(messages()[0]).rolls[0]).formula).toContain("+ 5");
    // Without Shift the macro opens the dialog, filled.
    void must(macros[0]).execute();
    expect(control(await rollDialog(), "bonus").value).toBe("@skills.stealth");
  });

  it(
    "a user without Foundry's Use Script Macros permission is told so, " + "in their language, and gets no macro",
    async () => {
      await saveStealthFromDialog();
      await api().savedRolls.open(hero());
      const drag = dragRow(row(await rollsWindow(), "Stealth"));
      harness().foundry.setUser(OTHER);
      await harness().foundry.dropOnHotbar(drag, "3");
      await settle(10);
      expect(harness().foundry.notifications.at(-1)).toMatchObject({
        type: "warning",
        message: expect.stringContaining("“Use Script Macros” permission"),
      });
      expect(worldMacros()).toHaveLength(0);
    },
  );

  it("a macro says plainly when its roll or its actor is gone; no name breaks out of the macro's script", async () => {
    const hostile = "x\u2028globalThis.pwned = true; //\" + '\n</script>";
    await api().savedRolls.save(hero(), { name: hostile, ruleSet: "olde", spec: { count: 1, faces: 6 } });
    const [saved] = api().savedRolls.list(hero());
    await api().savedRolls.open(hero());
    await harness().foundry.dropOnHotbar(dragRow(row(await rollsWindow(), hostile)), "7");
    const macro = await waitFor("the macro", () => (worldMacros() as MacroView[])[0]);
    await macro.execute({ event: { shiftKey: true } });
    expect((globalThis as { pwned?: boolean }).pwned).toBeUndefined();
    expect(messages()).toHaveLength(1);
    await api().savedRolls.remove(hero(), must(saved).id);
    await macro.execute();
    // Foundry escapes a notification's values: the name is shown as text.
    expect(harness().foundry.notifications.at(-1)).toMatchObject({
      type: "warning",
      message: `Brunhild no longer has the saved roll “${foundry.utils.escapeHTML(hostile)}”.`,
    });
    await api().savedRolls.rollFromMacro("Actor.goneActor0000001", must(saved).id, { name: "Stealth" });
    expect(harness().foundry.notifications.at(-1)).toMatchObject({
      type: "warning",
      message: "The character of the saved roll “Stealth” is gone.",
    });
    expect(messages()).toHaveLength(1);
  });

  it("the @ field follows a change to the actor: the window's chance and the roll both", async () => {
    await saveStealthFromDialog();
    await api().savedRolls.open(hero());
    await updateActor(hero(), { "system.skills.stealth": 8 });
    await settle(20);
    const chance = must(row(await rollsWindow(), "Stealth").querySelector<HTMLElement>(".indie-dice-saved-chance"));
    expect(Number(chance.dataset.probability)).toBeCloseTo(kaiserChance(8), 12);
    await api().savedRolls.roll(hero(), "Stealth", { fastForward: true });
    expect(must(must(messages()[0]).rolls[0]).formula).toContain("+ 8");
  });

  it("a missing path is refused by name: in the window, at the roll, and when saving from the dialog", async () => {
    await api().savedRolls.save(hero(), {
      name: "Typo",
      ruleSet: "kaiser",
      spec: { kind: "skill", bonus: "@skills.stelth", difficulty: 12 },
    });
    await api().savedRolls.open(hero());
    const typo = row(await rollsWindow(), "Typo");
    expect(typo.querySelector(".indie-dice-saved-error")?.textContent?.trim()).toBe(
      "@skills.stelth is not in this character's data.",
    );
    expect(must(typo.querySelector<HTMLButtonElement>('[data-action="rollSavedNow"]')).disabled).toBe(true);
    must(typo.querySelector<HTMLButtonElement>('[data-action="openSavedRoll"]')).dispatchEvent(
      new MouseEvent("click", { bubbles: true, shiftKey: true }),
    );
    await settle(20);
    expect(harness().foundry.notifications.at(-1)?.message).toBe("@skills.stelth is not in this character's data.");
    expect(messages()).toHaveLength(0);
    // In the dialog the field shows why; Save keeps nothing.
    void api().dialogs.open("kaiser", { actor: hero() });
    const dialog = await rollDialog();
    await changeField(dialog, "bonus", "@skills.stelth");
    expect(dialog.element.querySelector(`#${control(dialog, "bonus").id}-error`)?.textContent?.trim()).toBe(
      "@skills.stelth is not in this character's data.",
    );
    control(dialog, "savedRollName").value = "Another";
    must(dialog.element.querySelector<HTMLButtonElement>('[data-action="saveRoll"]')).click();
    await settle(20);
    expect(
      api()
        .savedRolls.list(hero())
        .map((roll) => roll.name),
    ).toEqual(["Typo"]);
    expect(harness().foundry.notifications.at(-1)?.type).toBe("error");
  });

  it(
    "reorders and deletes (after asking) for an owner; " + "another player sees the rolls but no edit controls",
    async () => {
      for (const name of ["Stealth", "Climb", "Swim"])
        await api().savedRolls.save(hero(), { name, ruleSet: "kaiser", spec: { kind: "skill", bonus: 3 } });
      await api().savedRolls.open(hero());
      must(
        row(await rollsWindow(), "Swim").querySelector<HTMLButtonElement>(
          '[data-action="moveSavedRoll"][data-step="-1"]',
        ),
      ).click();
      await waitFor("the new order", () => api().savedRolls.list(hero())[1]?.name === "Swim" || undefined);
      must(
        row(await rollsWindow(), "Climb").querySelector<HTMLButtonElement>('[data-action="deleteSavedRoll"]'),
      ).click();
      const confirm = await waitFor("the delete question", () =>
        document.querySelector<HTMLElement>("dialog[open] button[data-action='yes']"),
      );
      confirm.click();
      await waitFor("the deletion", () => api().savedRolls.list(hero()).length === 2 || undefined);
      expect(
        api()
          .savedRolls.list(hero())
          .map((roll) => roll.name),
      ).toEqual(["Stealth", "Swim"]);
      // Rename: asked with the old name filled in; a name another roll has is refused and changes nothing.
      must(
        row(await rollsWindow(), "Swim").querySelector<HTMLButtonElement>('[data-action="renameSavedRoll"]'),
      ).click();
      const asked = await waitFor("the rename question", () =>
        document.querySelector<HTMLElement>("dialog[open] input[name='name']")?.closest<HTMLElement>("dialog"),
      );
      const input = must(asked.querySelector<HTMLInputElement>("input[name='name']"));
      expect(input.value).toBe("Swim");
      input.value = "Stealth";
      must(asked.querySelector<HTMLButtonElement>("button[data-action='ok']")).click();
      await settle(20);
      expect(harness().foundry.notifications.at(-1)).toMatchObject({
        type: "error",
        message: "This character already has a saved roll named “Stealth”.",
      });
      must(
        row(await rollsWindow(), "Swim").querySelector<HTMLButtonElement>('[data-action="renameSavedRoll"]'),
      ).click();
      const again = await waitFor("the rename question", () =>
        document.querySelector<HTMLElement>("dialog[open] input[name='name']")?.closest<HTMLElement>("dialog"),
      );
      must(again.querySelector<HTMLInputElement>("input[name='name']")).value = "Swim far";
      must(again.querySelector<HTMLButtonElement>("button[data-action='ok']")).click();
      await waitFor("the new name", () => api().savedRolls.list(hero())[1]?.name === "Swim far" || undefined);
      // Another player who may see the rival's sheet sees its rolls, but nothing to change them with.
      harness().foundry.setUser(OTHER);
      await api().savedRolls.save(worldActor(RIVAL._id), { name: "Hide", ruleSet: "klepto", spec: { modifier: 1 } });
      harness().foundry.setUser(PLAYER);
      await api().savedRolls.open(worldActor(RIVAL._id));
      const rival = await waitFor("the rival's window", () =>
        [...document.querySelectorAll<HTMLElement>(".saved-rolls-window")].find(
          (w) => w.querySelector(".window-title")?.textContent === "Saved rolls: Rival",
        ),
      );
      expect(row(rival, "Hide")).toBeTruthy();
      expect(
        rival.querySelector(
          '[data-action="deleteSavedRoll"], [data-action="moveSavedRoll"], [data-action="newSavedRoll"]',
        ),
      ).toBeNull();
      await expect(
        api().savedRolls.remove(worldActor(RIVAL._id), must(api().savedRolls.list(worldActor(RIVAL._id))[0]).id),
      ).rejects.toThrow("Only Rival's owners and the GM may change their saved rolls.");
    },
  );

  it("its Delete and Rename prompts show a saved roll's name as text, never as markup", async () => {
    const hostile = "<img src=x onerror=alert(1)>";
    await api().savedRolls.save(hero(), { name: hostile, ruleSet: "kaiser", spec: { kind: "skill", bonus: 3 } });
    await api().savedRolls.open(hero());
    must(row(await rollsWindow(), hostile).querySelector<HTMLButtonElement>('[data-action="deleteSavedRoll"]')).click();
    const question = await waitFor("the delete question", () =>
      document.querySelector<HTMLElement>("dialog[open] button[data-action='yes']")?.closest<HTMLElement>("dialog"),
    );
    expect(question.querySelector(".dialog-content img")).toBeNull();
    expect(question.querySelector(".dialog-content p")?.textContent).toBe(
      `Delete the saved roll “${hostile}” of Brunhild?`,
    );
    must(question.querySelector<HTMLButtonElement>("button[data-action='no']")).click();
    await settle(20);
    must(row(await rollsWindow(), hostile).querySelector<HTMLButtonElement>('[data-action="renameSavedRoll"]')).click();
    const asked = await waitFor("the rename question", () =>
      document.querySelector<HTMLElement>("dialog[open] input[name='name']")?.closest<HTMLElement>("dialog"),
    );
    expect(asked.querySelector(".dialog-content img")).toBeNull();
    expect([
      asked.querySelector("label")?.textContent,
      must(asked.querySelector<HTMLInputElement>("input[name='name']")).value,
    ]).toEqual(["New name", hostile]);
  });

  it("the token HUD gets a button for the token's actor that opens its Rolls window", async () => {
    const hud = (canvas as unknown as { hud: { token: { bind(token: unknown): Promise<void>; element: HTMLElement } } })
      .hud.token;
    const token = (canvas as { tokens: { get(id: string): unknown } }).tokens.get("heroToken0000001");
    await hud.bind(token);
    const button = must(
      hud.element.querySelector<HTMLButtonElement>(".col.left button.control-icon[data-indie-dice-rolls]"),
    );
    expect(button.getAttribute("aria-label")).toBe("Saved rolls");
    button.click();
    expect((await rollsWindow()).querySelector(".window-title")?.textContent).toBe("Saved rolls: Brunhild");
    // Drawn once per render, and never for a token the user does not own.
    await hud.bind(token);
    expect(hud.element.querySelectorAll("[data-indie-dice-rolls]")).toHaveLength(1);
    const other = document.createElement("div");
    other.innerHTML = '<div class="col left"></div>';
    callHook("renderTokenHUD", { actor: must(game.actors).get(RIVAL._id) }, other, {}, {});
    expect(other.querySelector("[data-indie-dice-rolls]")).toBeNull();
  });
});

describe("a participant's saved rolls", () => {
  it(
    "fill a roll dialog opened for the character: " + "its saved rolls of that rule set are offered, the @ field kept",
    async () => {
      await api().savedRolls.save(hero(), {
        name: "Stealth",
        ruleSet: "kaiser",
        spec: { kind: "skill", bonus: "@skills.stealth", advantage: 1, difficulty: 12 },
      });
      await api().savedRolls.save(hero(), { name: "Hide", ruleSet: "klepto", spec: { modifier: 2 } });
      void api().dialogs.open("kaiser", { actor: hero(), flavor: "For the card" });
      const dialog = await rollDialog();
      const pick = control<HTMLSelectElement>(dialog, "savedRollPick");
      // Only the rule set's own saved rolls, after "as typed".
      expect([...pick.options].map((option) => option.textContent)).toEqual(["— as typed —", "Stealth"]);
      pick.value = must(api().savedRolls.list(hero())[0]).id;
      pick.dispatchEvent(new Event("change", { bubbles: true }));
      await waitFor(
        "the picked roll's fields",
        () => control(dialog, "bonus").value === "@skills.stealth" || undefined,
      );
      expect(control(dialog, "advantages").value).toBe("1");
      expect(control(dialog, "difficulty").value).toBe("12");
      expect(control(dialog, "savedRollName").value).toBe("Stealth");
      // A flavor already there (a card's purpose) stays.
      expect(control(dialog, "flavor").value).toBe("For the card");
      expect(control<HTMLSelectElement>(dialog, "savedRollPick").value).toBe(must(api().savedRolls.list(hero())[0]).id);
      rollButton(dialog).click();
      await waitFor("the roll", () => messages()[0]);
      expect(must(must(messages()[0]).rolls[0]).formula).toBe("3d6kh2ko + 5");
    },
  );

  it("are not offered to a user who does not own the character, nor where the roll is fixed", async () => {
    await api().savedRolls.save(hero(), { name: "Stealth", ruleSet: "kaiser", spec: { kind: "skill", bonus: 1 } });
    void api().dialogs.open("kaiser", { actor: hero(), offerSavedRolls: false });
    expect((await rollDialog()).element.querySelector('[name="savedRollPick"]')).toBeNull();
    await (await rollDialog()).close();
    void api().dialogs.open("kaiser", { actor: worldActor(RIVAL._id) });
    expect((await rollDialog()).element.querySelector('[name="savedRollPick"], [name="savedRollName"]')).toBeNull();
  });
});
