/** Installs the Foundry double, then Indie Dice exactly as Foundry would load it (the init hook). */
import { installFoundryDouble, type FoundryDoubleHandle, type FoundryDoubleOptions } from "../double";
import { listen } from "../../../src/foundry/hooks/init";
import type { RegisteredDice } from "../../../src/foundry/dice/register-dice";

export interface AdapterHarness {
  readonly foundry: FoundryDoubleHandle;
  readonly dice: RegisteredDice;
}

export function installIndieDice(options: FoundryDoubleOptions = {}): AdapterHarness {
  const handle = installFoundryDouble(options);
  listen();
  handle.runLifecycle();
  const dice = game.modules.get("indie-dice")!.api.dice;
  return { foundry: handle, dice };
}
