/**
 * A modal dialog that the page's state opens and closes: it closes on Escape and on a click or tap
 * outside it (by asking the state to), and gives the focus back to where it was when it opened.
 * The dialogs (`dialogs.ts`) and the review panel (`review-panel.ts`) are made of it.
 * @module
 */
import { el } from '../page/dom.js';
import './dialogs.css';

/** A modal dialog that the state opens and closes. */
export class Modal {
  readonly element: HTMLDialogElement;
  readonly body: HTMLElement;
  private opener: HTMLElement | null = null;

  /**
   * @param id - the dialog's id; its title has the id `${id}-title`
   * @param close - asks for the dialog to close (Escape, a click outside)
   * @param fallbackFocus - where the focus goes on closing when the element it came from is gone
   */
  constructor(
    id: string,
    close: () => void,
    private readonly fallbackFocus: () => HTMLElement | null,
  ) {
    this.body = el('div', { class: 'dialog-body' });
    this.element = el('dialog', { id, class: 'dialog', 'aria-labelledby': `${id}-title` }, this.body);
    // Escape asks the state to close the dialog, which then closes it.
    this.element.addEventListener('cancel', (e) => {
      e.preventDefault();
      close();
    });
    // The dialog's body fills its box, so a click on the dialog element itself is on the backdrop.
    this.element.addEventListener('click', (e) => {
      if (e.target === this.element) close();
    });
  }

  /** Opens or closes the dialog as the state says. */
  sync(open: boolean): void {
    if (open && !this.element.open) {
      const active = document.activeElement;
      this.opener = active instanceof HTMLElement && active !== document.body ? active : null;
      this.element.showModal();
    } else if (!open && this.element.open) {
      this.element.close();
      const back = this.opener !== null && this.opener.getClientRects().length > 0 ? this.opener : this.fallbackFocus();
      this.opener = null;
      back?.focus();
    }
  }
}
