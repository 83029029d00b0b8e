/**
 * Dice read off the table and entered the way Foundry v13's RollResolver enters them
 * (client/applications/dice/roll-resolver.mjs): before a roll is evaluated it finds the fulfillable terms and,
 * when its form is submitted, pushes their results straight into `term.results` — without calling
 * `DiceTerm#roll` —, then it prompts for each extra die a modifier asks for (`resolveResult`) and for each term
 * added during the evaluation (`addTerm`). It is registered as an interactive fulfillment method with its own
 * resolver, as a module for physical dice would be, and the user assigns it to some denominations.
 */

/** What the player has entered so far. */
export interface PhysicalDice {
  /** Faces not entered yet. */
  readonly remaining: number[];
  /** The denomination of each die the resolver was asked for as an explosion (one more die of a term). */
  readonly explodePrompts: string[];
}

let current: { remaining: number[]; explodePrompts: string[] } = { remaining: [], explodePrompts: [] };

function nextFace(): number {
  const face = current.remaining.shift();
  if (face === undefined) throw new Error("No physical face left to enter");
  return face;
}

class PhysicalDiceResolver {
  constructor(readonly roll: Roll) {}

  /**
   * Roll#_evaluate closes the resolver once the formula is evaluated. A die added after that would re-open
   * Foundry's window with nothing left to close it, so here it is an error.
   */
  #closed = false;

  #assertOpen(): void {
    if (this.#closed) throw new Error("a die was added to the dice-entry window after it closed");
  }

  async awaitFulfillment(): Promise<void> {
    for (const term of Roll.defaultImplementation.identifyFulfillableTerms(this.roll.terms)) enter(term);
  }

  async addTerm(term: foundry.dice.terms.DiceTerm): Promise<void> {
    this.#assertOpen();
    if (Roll.defaultImplementation.identifyFulfillableTerms([term]).length) enter(term);
  }

  async resolveResult(
    term: foundry.dice.terms.DiceTerm,
    _method: string,
    options: { explode?: boolean } = {},
  ): Promise<number> {
    this.#assertOpen();
    if (options.explode) current.explodePrompts.push(term.denomination);
    return nextFace();
  }

  close(): void {
    this.#closed = true;
  }
}

function enter(term: foundry.dice.terms.DiceTerm): void {
  (term as unknown as { _id: string })._id = foundry.utils.randomID();
  for (let n = term.results.length; n < (term.number ?? 0); n++)
    term.results.push({ result: nextFace(), active: true });
}

/** Assigns physical dice to these denominations (e.g. "d6", "di", "c") and queues the faces the player reads. */
export async function usePhysicalDice(denominations: string[], faces: number[]): Promise<PhysicalDice> {
  current = { remaining: [...faces], explodePrompts: [] };
  CONFIG.Dice.fulfillment.methods.physical = {
    label: "Physical dice",
    interactive: true,
    resolver: PhysicalDiceResolver,
  } as unknown as CONFIG.Dice.FulfillmentMethod;
  await game.settings.set("core", "diceConfiguration", Object.fromEntries(denominations.map((d) => [d, "physical"])));
  return current;
}
