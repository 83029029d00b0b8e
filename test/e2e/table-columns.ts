/**
 * Whether a table's header stands over its cells: each column's header text and its cells' text begin at one edge
 * (a column read from the start) or end at one (a column of figures, read from the end), within a pixel — measured
 * on the text itself, not on the cells, which always line up.
 */
import type { Locator } from "playwright-core";

/** Each column whose header and cells do not line up, with its edges as drawn; none when every one does. */
export function misalignedColumns(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const rows = [...element.querySelectorAll("tr")];
    const textBox = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return range.getBoundingClientRect();
    };
    const found: string[] = [];
    const columns = Math.max(...rows.map((row) => row.children.length));
    for (let column = 0; column < columns; column++) {
      const cells = rows.map((row) => row.children[column]).filter((cell): cell is Element => cell !== undefined);
      const edges = cells.map((cell) => {
        const box = textBox(cell);
        return { text: (cell.textContent ?? "").trim(), start: box.left, end: box.right };
      });
      const spread = (side: "start" | "end") =>
        Math.max(...edges.map((edge) => edge[side])) - Math.min(...edges.map((edge) => edge[side]));
      if (Math.min(spread("start"), spread("end")) > 1.5)
        found.push(
          `column ${column + 1}: ` +
            `${edges.map((edge) => `"${edge.text}" ${edge.start.toFixed(0)}–${edge.end.toFixed(0)}`).join(", ")}`,
        );
    }
    return found;
  });
}
