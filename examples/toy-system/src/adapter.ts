import type { RuleSetKit, SystemAdapter, SystemDialogReading, SystemPlaces } from "indie-dice-types";

/**
 * The made-up system "toy" as its roll dialog, `ToyRollDialog`, holds a roll: `1d20 + bonus` against a DC, which the
 * GM may keep from the players (`dcIsPublic`). A real system's adapter reads its own dialog's fields here.
 */
interface ToyRoll {
  readonly bonus: number;
  readonly dc: number;
  readonly dcIsPublic: boolean;
}

/** The roll the live dialog holds, or null when the application is not a toy roll dialog as this adapter knows it. */
function toyRollOf(app: unknown): ToyRoll | null {
  if (typeof app !== "object" || app === null) return null;
  const { bonus, dc, dcIsPublic } = app as Record<string, unknown>;
  if (typeof bonus !== "number" || typeof dc !== "number" || typeof dcIsPublic !== "boolean") return null;
  return { bonus, dc, dcIsPublic };
}

/** The question the dialog asks now: the Roll button's chance of meeting the DC, worked out by the kit's engine. */
function reading(kit: RuleSetKit, roll: ToyRoll): SystemDialogReading {
  const { formulaChance, formulaDistribution } = kit.systems;
  return {
    odds: () => ({
      target: roll.dc,
      totals: [],
      choices: [
        {
          id: "roll",
          // Worked out from the DC: a player who may not see the DC sees no figure drawn from it.
          outcomes: [
            {
              key: "success",
              probability: formulaChance(formulaDistribution(`1d20 + ${roll.bonus}`), roll.dc, "atLeast"),
              fromTarget: true,
            },
          ],
        },
      ],
    }),
    // Keys of this module's lang/ files: Indie Dice localizes them where it draws them.
    labels: { choices: { roll: "TOY.Roll" }, outcomes: { success: "TOY.Success" }, target: "TOY.AgainstDC" },
    targetVisible: game.user?.isGM === true || roll.dcIsPublic,
  };
}

/**
 * The panel goes above the dialog's footer; the Roll button's figure on it. Name only elements the dialog keeps through
 * a field's change, and draw nothing into them yourself: Indie Dice keeps its figure the same element from one drawing
 * to the next, or a click on it is lost (docs/systems.md "A figure inside the system's control").
 */
function places(element: HTMLElement): SystemPlaces | null {
  const footer = element.querySelector<HTMLElement>("footer");
  const button = element.querySelector<HTMLElement>('[data-action="roll"]');
  return footer && button ? { panelBefore: footer, choices: new Map([["roll", button]]) } : null;
}

/** The adapter, built with the kit the hook hands over (module.ts). */
export function toyAdapter(kit: RuleSetKit): SystemAdapter {
  return {
    apiVersion: 1,
    id: "toy", // game.system.id
    dialogs: [
      {
        renderHook: "renderToyRollDialog",
        read(app) {
          const roll = toyRollOf(app);
          return roll && reading(kit, roll);
        },
        place: (_app, element) => places(element),
      },
    ],
  };
}
