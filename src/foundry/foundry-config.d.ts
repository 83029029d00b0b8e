/**
 * fvtt-types configuration for this module (declaration merging, no casts).
 * Our code touches `game` only inside hooks that run after `init`, so the game object is typed as ready.
 */
import type { IndieDiceApi } from "./types/indie-dice-api";

declare global {
  interface AssumeHookRan {
    ready: never;
  }

  interface ModuleConfig {
    "indie-dice": { api: IndieDiceApi };
  }
}

