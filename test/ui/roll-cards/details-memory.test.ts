import { describe, expect, it } from "vitest";
import { DETAILS_STORAGE_KEY, detailsMemory, type DetailsStorage } from "../../../src/ui/roll-cards/details-memory";
import { must } from "../../kit";

function mapStorage(initial: Record<string, string> = {}): DetailsStorage & { readonly items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe("the memory of opened card details", () => {
  it("knows no card open at first, remembers one opened and forgets it once closed", () => {
    const storage = mapStorage();
    const memory = detailsMemory(storage);
    expect(memory.isOpen("m1")).toBe(false);
    memory.remember("m1", true);
    expect(memory.isOpen("m1")).toBe(true);
    // Another memory on the same storage: what a reload or the card's next draw reads.
    expect(detailsMemory(storage).isOpen("m1")).toBe(true);
    memory.remember("m1", false);
    expect(detailsMemory(storage).isOpen("m1")).toBe(false);
    expect(JSON.parse(must(storage.items.get(DETAILS_STORAGE_KEY)))).toEqual([]);
  });

  it("keeps at most its limit of cards, dropping the one opened longest ago", () => {
    const storage = mapStorage();
    const memory = detailsMemory(storage, 3);
    for (const id of ["a", "b", "c", "d"]) memory.remember(id, true);
    expect(["a", "b", "c", "d"].map((id) => memory.isOpen(id))).toEqual([false, true, true, true]);
    // Opened again, a card moves to the back of the list.
    memory.remember("b", true);
    memory.remember("e", true);
    expect(["b", "c", "d", "e"].map((id) => memory.isOpen(id))).toEqual([true, false, true, true]);
    expect(JSON.parse(must(storage.items.get(DETAILS_STORAGE_KEY)))).toHaveLength(3);
  });

  it("reads anything else under its key as nothing remembered, and survives a storage that refuses", () => {
    for (const stored of ["not json", '{"m1": true}', '[1, null, "m1"]']) {
      const memory = detailsMemory(mapStorage({ [DETAILS_STORAGE_KEY]: stored }));
      expect(memory.isOpen("m1")).toBe(stored.includes('"m1"]'));
    }
    const refusing: DetailsStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => detailsMemory(refusing).remember("m1", true)).not.toThrow();
    expect(detailsMemory(null).isOpen("m1")).toBe(false);
  });
});
