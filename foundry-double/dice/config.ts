/**
 * A fresh CONFIG.Dice as v13 defines it (client/config.mjs): terms c/d/f, termTypes (note: no Die or Coin there;
 * RollTerm.fromData finds those through CONFIG.Dice.terms by class name), rolls [Roll], the parser class, the
 * fulfillment configuration with its "mersenne" and "manual" methods and an empty default method.
 */
import * as terms from "./terms/index";
import { Roll } from "./roll";
import { RollParser } from "./roll-parser";
import type { DiceConfig } from "../globals";
import type { DiceTermClass, RollTermClass } from "./terms/types";

const dieIcon = (name: string): string => `<i class="fa-solid fa-dice-${name}"></i>`;

/** `uniform` feeds both randomUniform and the mersenne handler, as Foundry's single twister does. */
export function createDiceConfig(uniform: () => number): DiceConfig {
  return {
    types: [terms.Die, terms.FateDie] as unknown as DiceTermClass[],
    rollModes: {
      publicroll: { label: "CHAT.RollPublic", icon: "fa-solid fa-globe" },
      gmroll: { label: "CHAT.RollPrivate", icon: "fa-solid fa-user-secret" },
      blindroll: { label: "CHAT.RollBlind", icon: "fa-solid fa-eye-slash" },
      selfroll: { label: "CHAT.RollSelf", icon: "fa-solid fa-user" },
    },
    rolls: [Roll],
    termTypes: {
      DiceTerm: terms.DiceTerm,
      FunctionTerm: terms.FunctionTerm,
      NumericTerm: terms.NumericTerm,
      OperatorTerm: terms.OperatorTerm,
      ParentheticalTerm: terms.ParentheticalTerm,
      PoolTerm: terms.PoolTerm,
      StringTerm: terms.StringTerm,
    } as unknown as Record<string, RollTermClass>,
    terms: { c: terms.Coin, d: terms.Die, f: terms.FateDie } as unknown as Record<string, DiceTermClass>,
    randomUniform: uniform,
    parser: RollParser,
    functions: {},
    fulfillment: {
      dice: {
        d4: { label: "d4", icon: dieIcon("d4") },
        d6: { label: "d6", icon: dieIcon("d6") },
        d8: { label: "d8", icon: dieIcon("d8") },
        d10: { label: "d10", icon: dieIcon("d10") },
        d12: { label: "d12", icon: dieIcon("d12") },
        d20: { label: "d20", icon: dieIcon("d20") },
        d100: { label: "d100", icon: '<i class="fa-solid fa-percent"></i>' },
      },
      methods: {
        mersenne: {
          label: "DICE.FULFILLMENT.Mersenne",
          interactive: false,
          handler: (term) => term.mapRandomFace(uniform()),
        },
        manual: {
          label: "DICE.FULFILLMENT.Manual",
          icon: '<i class="fa-solid fa-keyboard"></i>',
          interactive: true,
        },
      },
      defaultMethod: "",
    },
  };
}
