import { useCallback, useReducer, useRef } from 'react';
import { fieldErrorsOf } from '../kit/ErrorAlert';

/**
 * The seed's dialog workflow (section 4), used by every customer dialog: request the data, then the
 * dialog shows; submitting sets loading; success closes it (the caller reloads what it showed);
 * an error keeps it open, with what was typed, and stores the error; close hides it; reset
 * returns it to empty.
 */
export interface DialogState<T> {
  open: boolean;
  /** The data the dialog shows is being requested. */
  requesting: boolean;
  data: T | null;
  submitting: boolean;
  /** The last failure: of the request, or of the submission. */
  error: unknown;
}

type DialogEvent<T> =
  | { type: 'request' }
  | { type: 'show'; data: T }
  | { type: 'submit' }
  | { type: 'success' }
  | { type: 'failure'; error: unknown }
  | { type: 'close' }
  | { type: 'reset' };

const empty = { open: false, requesting: false, data: null, submitting: false, error: null };

const reduce = <T>(state: DialogState<T>, event: DialogEvent<T>): DialogState<T> => {
  switch (event.type) {
    case 'request':
      return { ...empty, open: true, requesting: true };
    case 'show':
      return { ...state, requesting: false, data: event.data, error: null };
    case 'submit':
      return { ...state, submitting: true, error: null };
    case 'success':
      return empty;
    case 'failure':
      return { ...state, requesting: false, submitting: false, error: event.error };
    case 'close':
      return empty;
    case 'reset':
      return { ...state, error: null, submitting: false };
  }
};

export const useDialogWorkflow = <T>() => {
  const [state, dispatch] = useReducer(reduce<T>, empty as DialogState<T>);
  // A request answered after the dialog closed (or reopened for another record) is dropped.
  const generation = useRef(0);

  /** Opens the dialog and shows what `load` answers. */
  const open = useCallback(async (load: () => Promise<T>) => {
    const mine = ++generation.current;
    dispatch({ type: 'request' });
    try {
      const data = await load();
      if (mine === generation.current) dispatch({ type: 'show', data });
    } catch (error) {
      if (mine === generation.current) dispatch({ type: 'failure', error });
    }
  }, []);

  /**
   * Runs the save: on success closes and calls `onSuccess`; on failure keeps the dialog open and
   * answers the field errors for the form to show on its fields.
   */
  const submit = useCallback(async <R>(save: () => Promise<R>, onSuccess?: (result: R) => void) => {
    dispatch({ type: 'submit' });
    try {
      const result = await save();
      generation.current += 1;
      dispatch({ type: 'success' });
      onSuccess?.(result);
      return undefined;
    } catch (error) {
      dispatch({ type: 'failure', error });
      return fieldErrorsOf(error);
    }
  }, []);

  const close = useCallback(() => {
    generation.current += 1;
    dispatch({ type: 'close' });
  }, []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return { state, open, submit, close, reset };
};

export type DialogWorkflow<T> = ReturnType<typeof useDialogWorkflow<T>>;
