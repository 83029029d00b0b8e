// @vitest-environment happy-dom
/**
 * A drawing made to read as a new one while keeping its nodes (src/ui/dom/update-in-place.ts): a figure under the
 * pointer stays the element pressed, so a click that spans its drawing again is not lost.
 */
import { describe, expect, it } from "vitest";
import { updateInPlace } from "../../../src/ui/dom/update-in-place";
import { at, must } from "../../kit";

function html(markup: string): Element {
  const holder = document.createElement("div");
  holder.innerHTML = markup;
  return must(holder.firstElementChild);
}

describe("updateInPlace", () => {
  it("keeps every node of the same kind at its place, its text and attributes those of the new drawing", () => {
    const kept = html('<section class="a"><p title="old">Against 15</p><span data-p="0.5">50.0%</span></section>');
    const [caption, figure] = [at(kept.children, 0), at(kept.children, 1)];
    const text = figure.firstChild;
    updateInPlace(
      kept,
      html('<section class="b"><p>Against 12</p><span data-p="0.6" data-q="x">60.0%</span></section>'),
    );
    expect(kept.outerHTML).toBe(
      '<section class="b"><p>Against 12</p><span data-p="0.6" data-q="x">60.0%</span></section>',
    );
    expect([...kept.children]).toEqual([caption, figure]);
    expect(figure.firstChild).toBe(text);
  });

  it("replaces a node of another kind, adds what is new and takes away what is left over", () => {
    const kept = html("<div><p>one</p><span>two</span><i>three</i></div>");
    const first = kept.firstElementChild;
    updateInPlace(kept, html("<div><p>one</p><b>two</b></div>"));
    expect(kept.outerHTML).toBe("<div><p>one</p><b>two</b></div>");
    expect(kept.firstElementChild).toBe(first);
    updateInPlace(kept, html("<div><p>one</p><b>two</b><table><tbody><tr><td>3</td></tr></tbody></table></div>"));
    expect(kept.querySelector("td")?.textContent).toBe("3");
  });
});
