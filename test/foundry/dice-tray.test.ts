/**
 * Dice Tray's buttons for the rule sets (docs/versions-and-privacy.md "Dice Tray"), against the double of Dice Tray
 * (foundry-double/dice-tray.ts, from its source): the offered rule sets' notations in the tray, each rolled
 * through its rule set's Roll class, Dice Tray's own buttons as they were.
 */
import { afterEach, describe, expect, it } from "vitest";
import { installFoundryDouble, type FoundryDoubleHandle } from "../../foundry-double";
import { settingsByName } from "./support/helpers";
import { installDiceTray, type DiceTrayDouble } from "../../foundry-double/dice-tray";
import { listenAll } from "../../src/root";
import { isModeReadable, messageModeOf } from "../../src/foundry/foundry-version";
import { must, record } from "../kit";

const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";

/** Dice Tray's own buttons on the Template map, as it renders them (a die's key is its tooltip). */
const TEMPLATE_BUTTONS = ["d4", "d6", "d8", "d10", "d12", "d20", "d100"].map((formula) => ({
  formula,
  label: null,
  tooltip: formula,
}));

/** Ours, in the rule sets' order, labelled with their notation, the rule set's name as their tooltip. */
const OUR_BUTTONS = [
  { formula: "2d6ko", label: "2d6ko", tooltip: "Kaiser" },
  { formula: "1d10p1", label: "1d10p1", tooltip: "OGS" },
  { formula: "6d12kr7", label: "6d12kr7", tooltip: "Kingdoms and Rulers" },
  { formula: "1d10kc", label: "1d10kc", tooltip: "The Kleptonomicon" },
  { formula: "1di", label: "1di", tooltip: "The Kleptonomicon" },
  { formula: "2d4x", label: "2d4x", tooltip: "Dungeons of Olde" },
];

let handle: FoundryDoubleHandle | null = null;

afterEach(() => {
  handle?.uninstall();
  handle = null;
});

interface TableOptions {
  /** Whether Dice Tray is active (its script loaded). */
  readonly diceTray?: boolean;
  readonly system?: string;
  /** Rule sets the GM unticked (`offerOgs` …: the setting's suffix). */
  readonly notOffered?: readonly string[];
}

/** Foundry, Dice Tray (when active) and Indie Dice loaded as a page loads them, then the world's lifecycle. */
function loadWorld({ diceTray = true, system, notOffered = [] }: TableOptions = {}): () => DiceTrayDouble {
  handle = installFoundryDouble({
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player" },
    ],
    userId: PLAYER,
    modules: [
      { id: "indie-dice", active: true },
      ...(diceTray ? [{ id: "dice-calculator", active: true, version: "3.7.1" }] : []),
    ],
  });
  if (system) Object.assign(must(game.system), { id: system });
  const tray = diceTray
    ? installDiceTray(Hooks)
    : () => {
        throw new Error("Dice Tray is not active");
      };
  listenAll();
  // The GM's choice, kept in the world's storage from an earlier session.
  const stored = Object.fromEntries(notOffered.map((ruleSet) => [`indie-dice.offer${ruleSet}`, "false"]));
  handle.restoreSettings(stored);
  handle.runLifecycle();
  return tray;
}

function lastRoll(): {
  readonly name: string;
  readonly formula: string;
  readonly total: number | undefined;
  readonly options: Record<string, unknown>;
} {
  const roll = must(must(must(handle).messages.at(-1)).rolls[0]);
  return { name: roll.constructor.name, formula: roll.formula, total: roll.total, options: record(roll.options) };
}

describe("Dice Tray's buttons", () => {
  it("shows Dice Tray's own buttons, then one or two for each rule set, labelled and named", () => {
    const tray = loadWorld();
    expect(tray().buttons()).toEqual([...TEMPLATE_BUTTONS, ...OUR_BUTTONS]);
  });

  it("shows only the rule sets the GM offers", () => {
    const tray = loadWorld({ notOffered: ["Kaiser", "Ogs", "Olde"] });
    expect(
      tray()
        .buttons()
        .slice(TEMPLATE_BUTTONS.length)
        .map((button) => button.formula),
    ).toEqual(["6d12kr7", "1d10kc", "1di"]);
  });

  it("extends the map Dice Tray picks for the system, a dashed id through its KEYS", () => {
    const tray = loadWorld({ system: "cosmere-rpg" });
    const formulas = tray()
      .buttons()
      .map((button) => button.formula);
    expect(formulas).toEqual([
      "d4",
      "d6",
      "d8",
      "d10",
      "d12",
      "d20",
      "dp",
      ...OUR_BUTTONS.map((button) => button.formula),
    ]);
  });

  it("adds nothing, and nothing fails, when Dice Tray is not active", async () => {
    loadWorld({ diceTray: false });
    expect((CONFIG as unknown as Record<string, unknown>).DICETRAY).toBeUndefined();
    must(handle).scriptFaces([3, 4]);
    await must(handle).chat("/r 2d6ko");
    expect(lastRoll().name).toBe("Roll");
  });
});

describe("Rolling from the tray", () => {
  it("rolls a clicked notation and the tray's number through the rule set's Roll class: our card", async () => {
    const tray = loadWorld();
    tray().click("2d6ko");
    tray().setModifier(3);
    expect(tray().map.textarea).toBe("/r 2d6ko+3");
    must(handle).scriptFaces([3, 4]);
    await tray().pressRoll();
    expect(must(handle).messages).toHaveLength(1);
    expect(lastRoll()).toMatchObject({
      name: "KaiserRoll",
      formula: "2d6ko + 3",
      total: 10,
      options: { kind: "skill", bonus: 3 },
    });
    const card = String(await must(handle).renderMessage(must(must(handle).messages.at(-1))));
    expect(card).toContain("indie-dice-card");
  });

  it("rolls each rule set's buttons with its own class, in the chat bar's mode", async () => {
    const tray = loadWorld();
    await settingsByName().set("dice-calculator", "rightClickCommand", "roll");
    await must(handle).setChatMode("gm");
    const classes: Record<string, string> = {
      "1d10p1": "OgsRoll",
      "6d12kr7": "KingdomsRoll",
      "1d10kc": "KleptoRoll",
      "1di": "KleptoRoll",
      "2d4x": "OldeRoll",
    };
    for (const [formula, name] of Object.entries(classes)) {
      must(handle).clearScript();
      await tray().rightClickRoll(formula);
      const message = must(must(handle).messages.at(-1));
      expect(lastRoll().name, formula).toBe(name);
      expect(isModeReadable(message) && messageModeOf(message), formula).toBe("gm");
    }
    expect(must(handle).messages).toHaveLength(5);
  });

  it("refuses a count the notation does not allow, with its error, and posts nothing", async () => {
    const tray = loadWorld();
    tray().click("2d6ko");
    tray().click("2d6ko");
    expect(tray().map.textarea).toBe("/r 4d6ko");
    await tray().pressRoll();
    expect(must(handle).messages).toHaveLength(0);
    expect(must(handle).notifications.map((n) => n.type)).toEqual(["error"]);
  });

  it("leaves Dice Tray's own buttons, and formulas mixing ours with them, to Dice Tray", async () => {
    const tray = loadWorld();
    tray().click("1d10kc");
    must(handle).scriptFaces([7]);
    await tray().pressRoll();
    expect(lastRoll()).toMatchObject({ name: "KleptoRoll", formula: "1d10kc", total: 7 });
    tray().click("d20");
    must(handle).scriptFaces([12]);
    await tray().pressRoll();
    expect(lastRoll()).toMatchObject({ name: "Roll", formula: "1d20", total: 12 });
    tray().click("2d6ko");
    tray().click("d4");
    expect(tray().map.textarea).toBe("/r 1d4+2d6ko");
    must(handle).scriptFaces([2, 3, 4]);
    await tray().pressRoll();
    expect(lastRoll().name).toBe("Roll");
  });
});
