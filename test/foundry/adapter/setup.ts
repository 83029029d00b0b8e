/** Installs the Foundry double, then Indie Dice exactly as Foundry would load it (its entry's hooks, then init). */
import { installFoundryDouble, type FoundryDoubleHandle, type FoundryDoubleOptions } from "../double";
import { listenAll } from "../../../src/foundry/hooks";
import type { RegisteredDice } from "../../../src/foundry/dice/register-dice";

export interface AdapterHarness {
  readonly foundry: FoundryDoubleHandle;
  readonly dice: RegisteredDice;
}

export function installIndieDice(options: FoundryDoubleOptions = {}): AdapterHarness {
  const handle = installFoundryDouble(options);
  listenAll();
  handle.runLifecycle();
  const dice = game.modules.get("indie-dice")!.api!.dice;
  return { foundry: handle, dice };
}
