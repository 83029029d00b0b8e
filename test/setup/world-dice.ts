/**
 * The engine reads the world's dice (src/core/formula/dice-dialect.ts), one registry per client as Foundry's
 * `CONFIG.Dice.terms` is: a test that plays a dnd5e world sets them at `setup`. Each test starts from Foundry's own,
 * whatever the test before it in the same worker played.
 */
import { afterEach } from "vitest";
import { FOUNDRY_DICE, useWorldDice } from "../../src/core/formula/dice-dialect";

afterEach(() => useWorldDice(FOUNDRY_DICE));
