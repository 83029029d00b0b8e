import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.Wfrp4e";

/** What the card names besides success and failure: nothing, isCriticalFumble's doubles, or an attack's. */
export const CRITICAL_RULES = ["none", "named", "attack"] as const;

/** The world's SLMethod setting (src/hooks/init.js at 32897839): its three ways of counting a test's SL. */
export const SL_METHODS = ["default", "dos", "fast"] as const;

/**
 * WFRP 4e's view of the web calculator (docs/systems-wfrp4e.md "In the web calculator"): what its roll dialog decides,
 * counted — the target (base, modifier and difficulty added), the two settings that bound every test, whether the
 * test names criticals and fumbles (a hit location or the optional rule; an attack's own), a prayer's Sin, how
 * the world counts the SL (SLMethod), for the SL bands, the target of a defender opposing it
 * (docs/systems-wfrp4e.md "Opposed tests"), and the d100 a test showed: failed, the Fortune reroll's column ("After
 * the roll").
 */
export const wfrp4eCalculatorPage = {
  id: "wfrp4e",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "target", kind: "number", label: `${KEY}.Target`, initial: "45" },
    { name: "automaticSuccess", kind: "number", label: `${KEY}.AutomaticSuccess`, initial: "5" },
    { name: "automaticFailure", kind: "number", label: `${KEY}.AutomaticFailure`, initial: "96" },
    {
      name: "criticals",
      kind: "choice",
      label: `${KEY}.Criticals`,
      initial: "named",
      options: [
        { value: "none", label: `${KEY}.CriticalsNone` },
        { value: "named", label: `${KEY}.CriticalsNamed` },
        { value: "attack", label: `${KEY}.CriticalsAttack` },
      ],
    },
    { name: "sin", kind: "number", label: `${KEY}.Sin`, hint: `${KEY}.SinHint`, initial: "" },
    {
      name: "slMethod",
      kind: "choice",
      label: `${KEY}.SlMethod`,
      initial: "default",
      options: [
        { value: "default", label: `${KEY}.SlDefault` },
        { value: "dos", label: `${KEY}.SlDos` },
        { value: "fast", label: `${KEY}.SlFast` },
      ],
    },
    { name: "opposedBy", kind: "number", label: `${KEY}.OpposedBy`, hint: `${KEY}.OpposedByHint`, initial: "" },
    { name: "rolled", kind: "number", label: `${KEY}.Rolled`, hint: `${KEY}.RolledHint`, initial: "" },
  ],
} as const satisfies SystemCalculatorPage;
