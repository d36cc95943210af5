import Typography from '@mui/material/Typography';
import { createElement, lazy, type ComponentType } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { DeleteDialog } from '../resources';
import { vipBiddingConfirmation } from './customers/VipBiddingConfirmation';
import { recordTitle, type TitleKey } from './generators/InputsDialog';

/** A confirmation computed from the record an action changes (`dialog.confirmWith`, resources/types.ts). */
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

/**
 * What an action's dialog may show under its inputs as they are filled (`dialog.previewWith`), by
 * name: given the record the action is about, it reads the form's values. Each loads with its dialog.
 */
export const previews: Readonly<
  Record<string, ComponentType<{ readonly record: Readonly<Record<string, unknown>> | undefined }>>
> = {
  chargeQuote: lazy(() => import('./operations/ChargeQuote')),
};

/**
 * A confirmation whose texts are declared (a child's delete, `ui.deleteDialog`): its title, and its
 * question naming the record ("Delete the address of %{name}?").
 */
export const declaredConfirmation = ({
  title,
  text,
}: Pick<DeleteDialog, 'title' | 'text'>): Confirmation => ({
  title: () => ({ key: title }),
  Text: function DeclaredText({ record }) {
    const translate = useTranslate();
    const question = recordTitle(text, record);
    return createElement(Typography, null, translate(question.key, question.values));
  },
});
