/**
 * The rule sets' world settings as data (src/ui/world-settings.ts): what each declaration says is what Foundry is
 * given, what the dialogs read (and with them the requests and contests), and what judges a card again.
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "./support/helpers";
import { readDialogSettings } from "../../src/foundry/dialog-settings";
import { judgementSettingsKey } from "../../src/foundry/judged-card-memo";
import { ruleSetSettings } from "../../src/ui/rule-sets";
import { readBy, type RuleSetSetting, type RuleSetSettingValues } from "../../src/ui/world-settings";
import { must } from "../kit";

const harness = useIndieDice();

/** A value of the setting other than its default: another choice, the other Boolean, another text. */
function otherValue(setting: RuleSetSetting): string | boolean {
  if (typeof setting.default === "boolean") return !setting.default;
  if (setting.choices) return must(Object.keys(setting.choices).find((value) => value !== setting.default));
  return "1d6";
}

/** Sets one of the module's settings by its name, as the GM does in the settings form. */
async function set(key: string, value: string | boolean): Promise<void> {
  await game.settings.set("indie-dice", key as keyof RuleSetSettingValues & string, value);
}

describe("the rule sets' declared settings", () => {
  it("the five rule sets declare the ten settings, in the rule sets' order", () => {
    expect(ruleSetSettings().map((setting) => setting.key)).toEqual([
      "kaiserAdvantageMethod",
      "kaiserTieRule",
      "kaiserFumbleLevel",
      "kaiserFumbleTable",
      "kaiserFumblePenalty",
      "kaiserOpposedFumble",
      "kingdomsBasicRule",
      "kleptoCritMethod",
      "kleptoGiftReading",
      "oldeUnlimitedByDefault",
    ]);
  });

  it("the dialogs read each setting their declaration names, at its value now, and no other", async () => {
    const read = ruleSetSettings().filter((setting) => readBy(setting, "dialogs"));
    expect(read.map((setting) => setting.key)).toEqual([
      "kaiserAdvantageMethod",
      "kaiserTieRule",
      "kaiserFumblePenalty",
      "kaiserOpposedFumble",
      "kingdomsBasicRule",
      "kleptoCritMethod",
      "oldeUnlimitedByDefault",
    ]);
    expect(readDialogSettings()).toEqual(Object.fromEntries(read.map((setting) => [setting.key, setting.default])));
    for (const setting of read) await set(setting.key, otherValue(setting));
    expect(readDialogSettings()).toEqual(Object.fromEntries(read.map((setting) => [setting.key, otherValue(setting)])));
  });

  it("a change of a setting the cards read judges the rolls again; a change of any other does not", async () => {
    for (const setting of ruleSetSettings()) {
      const before = judgementSettingsKey();
      await set(setting.key, otherValue(setting));
      expect(judgementSettingsKey() !== before, setting.key).toBe(readBy(setting, "cards"));
    }
    expect(
      ruleSetSettings()
        .filter((setting) => readBy(setting, "cards"))
        .map((setting) => setting.key),
    ).toEqual([
      "kaiserAdvantageMethod",
      "kaiserFumbleLevel",
      "kaiserFumblePenalty",
      "kingdomsBasicRule",
      "kleptoCritMethod",
    ]);
  });

  it(
    "a value its check refuses " +
      "(a Fumble penalty that is no formula) is put back to the default, and the GM is told why",
    async () => {
      await set("kaiserFumblePenalty", "1d10+2");
      expect(game.settings.get("indie-dice", "kaiserFumblePenalty")).toBe("1d10+2");
      expect(harness().foundry.notifications).toEqual([]);
      await set("kaiserFumblePenalty", "lots");
      await Promise.resolve();
      expect(game.settings.get("indie-dice", "kaiserFumblePenalty")).toBe("2d6");
      expect(harness().foundry.notifications.map((n) => [n.type, n.message])).toEqual([
        // Escaped as every notification is (src/foundry/notify.ts): the value is what a GM typed.
        ["error", "Kaiser: the Fumble penalty &quot;lots&quot; is not a dice formula such as 2d6, 1d10+2 or 3."],
      ]);
    },
  );
});
