/** A field's own error under it, tied to it for screen readers (the field's `aria-describedby` names `errorId`). */
export function markField(root: ParentNode, name: string, errorId: string, error: string | null): void {
  root.querySelector(`[name="${name}"]`)?.setAttribute("aria-invalid", String(error !== null));
  const message = root.querySelector<HTMLElement>(`#${errorId}`);
  if (!message) return;
  message.hidden = error === null;
  message.textContent = error ?? "";
}
