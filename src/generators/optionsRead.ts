import { createContext } from 'react';
import { useDeclaredRead } from './useDeclaredRead';

/** A read answering the options of an input (`optionsFrom`): react-query's answer, as `useDeclaredRead`'s. */
export type OptionsRead = <T>(
  resource: string,
  read: string,
  inputs: Record<string, unknown>,
  enabled: boolean,
) => { data: T | undefined; isPending: boolean; isError: boolean };

/**
 * How a screen's inputs read their options: by default the resource's declared reads; an order's
 * dialogs read them from the order's family (`/api/<Family>/GetSupplierActive`:
 * src/orders/detail/actions/OrderActionDialog.tsx). A hook: one screen gives one for its whole life.
 */
export const OptionsReadContext = createContext<OptionsRead>(useDeclaredRead);
