/** Keyboard shortcuts (`kago.shortcuts`) and lists you shape (`kago.listShape`), issue 12 points 6 and 7. */
export const shortcuts = {
  title: 'Keyboard shortcuts',
  groups: {
    everywhere: 'Everywhere',
    lists: 'In a list',
    order: 'In an order',
  },
  keys: {
    help: 'Show these shortcuts',
    close: 'Close a dialog or this overlay',
    edit: 'Edit (the row in a list, the record on its page) where editing is offered',
    search: "Go to the list's search field (Esc leaves it)",
    down: 'Move to the next / previous row',
    open: 'Open the row',
    select: 'Select or unselect the row (for the bulk actions)',
    nextOrder: "Previous / next order of the list, with the list's filters and sort",
    nextStep: "The order's next step (buy, move on, carry out a cancellation)",
    addTracking: 'Add a tracking (purchased orders)',
    cancelOrder: 'Cancel the order',
  },
  rowCursor: 'Row %{row} of %{rows}',
  previousOrder: 'Previous order',
  nextOrder: 'Next order',
  trail: 'Order %{position} of the list',
};

export const listShape = {
  /** The header of a list's column of row actions (named for the column chooser too). */
  rowActions: 'Actions',
  density: 'Row density',
  compact: 'Compact rows',
  comfortable: 'Comfortable rows',
};
