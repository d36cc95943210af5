import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { vipBiddingConfirmation } from './customers/VipBiddingConfirmation';
import type { TitleKey } from './generators/InputsDialog';

/** A confirmation computed from the record an action changes (`confirmWith`, resources/types.ts). */
export interface Confirmation {
  /** Its title for this record. */
  readonly title: (record: RaRecord) => TitleKey;
  /** Its text for this record: what the change will do. */
  readonly Text: ComponentType<{ readonly record: RaRecord }>;
}

/**
 * The confirmations a declared action may name, by name: the declaration still owns the call, the
 * right and the bounds; these only say what the change will move.
 */
export const confirmations: Readonly<Record<string, Confirmation>> = {
  vipBidding: vipBiddingConfirmation,
};
