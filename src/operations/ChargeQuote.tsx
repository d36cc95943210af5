import { Alert, Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import {
  ChargeInputError,
  chargeFromCatalogues,
  rateForDeliveryTime,
  rateOfGroup,
  type CatalogueChargeResult,
} from '../../contract/charges';
import { parsePieceMeasures } from '../../resources/shippingOperations';
import type { CargoShippingMethod } from '../../resources/tracking';
import { useFormat } from '../kit/useFormat';
import {
  byId,
  chargeRows,
  chargesGroupOf,
  currencyOf,
  ResultTable,
  useCatalogue,
  useGroupRates,
  useRateText,
} from './chargeLines';

const watched = ['chargesGroupId', 'deliveryTimeId', 'servicesPrice', 'vatTypeId', 'currencyId'] as const;

/**
 * The charge dialog's quote (resources/shippingOperations.ts, the charge's `dialog.previewWith`):
 * once a charges group, a delivery time, a VAT type and a currency are chosen, the charge the server
 * will record for this order, by the same rule (contract/charges.ts `chargeFromCatalogues`) on the
 * order's measured pieces and the catalogues' rates: the chargeable weight, the rate of the group and
 * delivery time (the delivery time's own or the group's standard, said which), and each amount. A
 * group that gives no rate for the delivery time says so at once, in the server's words.
 */
const ChargeQuote = ({ record }: { readonly record: Readonly<Record<string, unknown>> | undefined }) => {
  const translate = useTranslate();
  const format = useFormat();
  const rateText = useRateText();
  const [groupId, deliveryTimeId, servicesPrice, vatTypeId, currencyId] = useWatch({
    name: [...watched],
  }) as unknown[];
  const groups = useCatalogue('charges-group');
  const vatTypes = useCatalogue('vat-type');
  const currencies = useCatalogue('currency');
  const rates = useGroupRates(groupId);
  const group = chargesGroupOf(byId(groups.data, groupId));
  if (!record || !group || !rates.data || deliveryTimeId === undefined || deliveryTimeId === null)
    return null;
  if (rateOfGroup(rateForDeliveryTime(group, rates.data, deliveryTimeId as number)) === undefined)
    return (
      <Alert severity="warning" sx={{ mt: 2 }} role="status">
        {translate('kago.shippingOrders.chargesGroupWithoutRate')}
      </Alert>
    );
  const vat = byId(vatTypes.data, vatTypeId);
  const currency = currencyOf(byId(currencies.data, currencyId));
  if (!vat || !currency) return null;
  const method = record.cargoShippingMethod as CargoShippingMethod;
  let result: CatalogueChargeResult;
  try {
    result = chargeFromCatalogues({
      method,
      pieces: parsePieceMeasures(String(record.pieceMeasures ?? '')),
      group,
      rates: rates.data,
      deliveryTimeId: deliveryTimeId as number,
      servicesPrice: Number(servicesPrice ?? 0) || 0,
      vatRate: Number(vat.rate),
      currency,
    });
  } catch (error) {
    if (!(error instanceof ChargeInputError)) throw error;
    return (
      <Alert severity="warning" sx={{ mt: 2 }} role="status">
        {translate('kago.utilities.notComputable')}
      </Alert>
    );
  }
  return (
    <Box aria-live="polite">
      <ResultTable
        label="kago.shippingOrders.chargeQuote"
        rows={chargeRows(format, {
          result,
          method,
          currency: currency.currencyCode,
          rateText: rateText(result, deliveryTimeId),
        })}
      />
    </Box>
  );
};

export default ChargeQuote;
