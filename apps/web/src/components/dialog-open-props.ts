/** A dialog's open state, held by what opens it (a page's button, a row's menu). */
export interface DialogOpenProps {
  open: boolean
  /** Called with false when it closes: Cancel, Escape, the ×, or its action done. */
  onOpenChange: (open: boolean) => void
}
