/** Kaiser's world settings: their types (fvtt-types' SettingConfig, by declaration merging), registration and reading. */
import { IndieDiceError } from "../../../core/errors";
import type { ContestRules } from "../../../core/contests/contest-types";
import { parsePenaltyFormula, penaltyOrDefault } from "../core/mechanics/penalty-formula";
import { judgedAgainOnChange } from "../../../foundry/judged-card-memo";
import { MODULE_ID } from "../../../foundry/module-id";
import { notifyKey } from "../../../foundry/notify";
import { settingLabels, WORLD_SETTING } from "../../../foundry/world-setting";
import type { DialogSettings } from "../../../ui/dialogs/dialog-types";

const CHOICES = {
  kaiserAdvantageMethod: { pool: "INDIE_DICE.Settings.Choice.Pool", sequential: "INDIE_DICE.Settings.Choice.Sequential" },
  kaiserTieRule: { defender: "INDIE_DICE.Settings.Choice.Defender", "roll-off": "INDIE_DICE.Settings.Choice.RollOff" },
  kaiserFumbleLevel: { auto: "INDIE_DICE.Settings.Choice.WithCheck", separate: "INDIE_DICE.Settings.Choice.Separately" },
  kaiserOpposedFumble: { loses: "INDIE_DICE.Settings.Choice.FumbleLoses", compared: "INDIE_DICE.Settings.Choice.FumbleCompared" },
} as const;

declare global {
  interface SettingConfig {
    "indie-dice.kaiserAdvantageMethod": keyof typeof CHOICES.kaiserAdvantageMethod;
    "indie-dice.kaiserTieRule": keyof typeof CHOICES.kaiserTieRule;
    "indie-dice.kaiserFumbleLevel": keyof typeof CHOICES.kaiserFumbleLevel;
    "indie-dice.kaiserFumbleTable": string;
    "indie-dice.kaiserFumblePenalty": string;
    "indie-dice.kaiserOpposedFumble": keyof typeof CHOICES.kaiserOpposedFumble;
  }
}

const DEFAULT_FUMBLE_PENALTY_FORMULA = "2d6";

/** A penalty formula that does not parse is put back to the default, and the GM is told why. */
function checkPenaltyFormula(value: unknown): void {
  try {
    parsePenaltyFormula(String(value));
  } catch (error) {
    // The parser refuses with a keyed error (IndieDiceError); anything else is told as a bad formula.
    const key = error instanceof IndieDiceError ? error.key : "INDIE_DICE.Error.Kaiser.PenaltyFormula";
    const data = error instanceof IndieDiceError ? error.data : {};
    notifyKey("error", key, data);
    if (game.user?.isGM) void game.settings.set(MODULE_ID, "kaiserFumblePenalty", DEFAULT_FUMBLE_PENALTY_FORMULA);
  }
}

export function registerKaiserSettings(): void {
  const world = WORLD_SETTING;
  const labels = settingLabels;
  game.settings.register(MODULE_ID, "kaiserAdvantageMethod", {
    ...world, ...labels("kaiserAdvantageMethod"), type: String, default: "pool", choices: CHOICES.kaiserAdvantageMethod,
    onChange: judgedAgainOnChange("kaiserAdvantageMethod"),
  });
  game.settings.register(MODULE_ID, "kaiserTieRule", {
    ...world, ...labels("kaiserTieRule"), type: String, default: "defender", choices: CHOICES.kaiserTieRule,
  });
  game.settings.register(MODULE_ID, "kaiserFumbleLevel", {
    ...world, ...labels("kaiserFumbleLevel"), type: String, default: "auto", choices: CHOICES.kaiserFumbleLevel,
    onChange: judgedAgainOnChange("kaiserFumbleLevel"),
  });
  game.settings.register(MODULE_ID, "kaiserFumbleTable", {
    ...world, ...labels("kaiserFumbleTable"), type: String, default: "",
  });
  const penaltyChanged = judgedAgainOnChange("kaiserFumblePenalty");
  game.settings.register(MODULE_ID, "kaiserFumblePenalty", {
    ...world, ...labels("kaiserFumblePenalty"), type: String, default: DEFAULT_FUMBLE_PENALTY_FORMULA,
    onChange: (value: unknown) => {
      penaltyChanged();
      checkPenaltyFormula(value);
    },
  });
  // docs/rulings.md "Kaiser": a Fumble on an opposed check loses it; the other reading compares its reduced total.
  game.settings.register(MODULE_ID, "kaiserOpposedFumble", {
    ...world, ...labels("kaiserOpposedFumble"), type: String, default: "loses", choices: CHOICES.kaiserOpposedFumble,
  });
}

export function readKaiserDialogSettings(): Partial<DialogSettings> {
  return {
    kaiserAdvantageMethod: game.settings.get(MODULE_ID, "kaiserAdvantageMethod"),
    kaiserTieRule: game.settings.get(MODULE_ID, "kaiserTieRule"),
    kaiserFumblePenalty: game.settings.get(MODULE_ID, "kaiserFumblePenalty"),
    kaiserOpposedFumble: game.settings.get(MODULE_ID, "kaiserOpposedFumble"),
  };
}

/** Kaiser's rules a contest card copies when it starts, so a later change of setting does not change an open contest. */
export function readKaiserContestRules(): Partial<ContestRules> {
  return {
    kaiserTieRule: game.settings.get(MODULE_ID, "kaiserTieRule"),
    kaiserFumblePenalty: penaltyOrDefault(game.settings.get(MODULE_ID, "kaiserFumblePenalty")),
    kaiserOpposedFumble: game.settings.get(MODULE_ID, "kaiserOpposedFumble"),
  };
}
