import { MODULE_ID } from "../module-id";

/** Registers everything Indie Dice adds to Foundry, once, in the `init` hook. */
export function listen(): void {
  Hooks.once("init", () => {
    console.log(`${MODULE_ID} | initializing`);
  });
}
