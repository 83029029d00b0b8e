import type { TokenButton } from "../types/foundry-hooks";
import type { FairnessApi } from "../types/fairness-api";

/** The report's code is loaded only when a GM asks for it. */
export function fairnessApi(): FairnessApi {
  return {
    report: async (options) => (await import("./fairness-report")).fairnessReport(options),
    open: async () => (await import("./fairness-window")).openFairnessWindow(),
  };
}

/** The GM's tool among the token controls (after the module's other tools), hidden from players. */
export function fairnessTool(api: FairnessApi): TokenButton {
  return {
    name: "indieDiceFairness",
    title: "INDIE_DICE.Fairness.Tool",
    icon: "fa-solid fa-scale-balanced",
    visible: () => game.user?.isGM === true,
    onClick: () =>
      void api
        .open()
        .catch((error: unknown) => console.warn("Indie Dice | the fairness report could not be made", error)),
  };
}
