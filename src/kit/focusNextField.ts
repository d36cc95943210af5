/** The inputs a form's Enter moves between: what a person types into or picks from. */
const fieldSelector = [
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="file"]):not([disabled]):not([aria-hidden="true"])',
  'textarea:not([aria-hidden="true"]):not([disabled])',
  // A select is a focusable element of its own, its input hidden.
  '[role="combobox"][tabindex="0"]:not(input):not([aria-disabled="true"])',
].join(', ');

/**
 * Moves the focus from a form's input to the next one, as a scanner's Enter after a code asks (a
 * tracking, then the order): the form is not sent by an Enter in the middle of it. Answers whether
 * there was a next input to go to (on the last one, Enter sends the form as usual).
 */
export const focusNextField = (from: HTMLElement, form: HTMLElement) => {
  const inputs = [...form.querySelectorAll<HTMLElement>(fieldSelector)];
  const next = inputs[inputs.indexOf(from) + 1];
  if (!next) return false;
  next.focus();
  return true;
};

/**
 * For a form's `onKeyDown`: Enter in a one-line input moves to the next input. A suggestion list
 * the input has open takes its Enter first (the input says so with `aria-expanded`).
 */
export const enterMovesOn = (event: {
  key: string;
  target: EventTarget;
  currentTarget: HTMLElement;
  defaultPrevented: boolean;
  nativeEvent: KeyboardEvent;
  preventDefault(): void;
}) => {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || input.getAttribute('aria-expanded') === 'true') return;
  if (focusNextField(input, event.currentTarget)) event.preventDefault();
};
