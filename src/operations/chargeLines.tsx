import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import {
  volumeDivisors,
  type CatalogueChargeRate,
  type CatalogueChargeResult,
  type CatalogueChargesGroup,
  type CatalogueCurrency,
} from '../../contract/charges';
import type { ResourceProvider } from '../../dataProvider/resourceProvider';
import {
  chargeRateDeclaration,
  chargeRateParentField,
  deliveryTimeOptionsAction,
} from '../../resources/chargeRates';
import { shippingOrderDeclaration } from '../../resources/shippingOrders';
import type { CargoShippingMethod } from '../../resources/tracking';
import type { Formatter } from '../kit/format';
import { useDeclaredRead } from '../generators/useDeclaredRead';

/**
 * What the charge's two screens share (the charge dialog's quote, src/operations/ChargeQuote.tsx, and
 * the utilities' calculator, src/operations/Utilities.tsx): the catalogues they read and the lines
 * a charge is written in.
 */

/** A catalogue's active records (`get-all`), read once while the screen lives. */
export const useCatalogue = (resource: string) => {
  const dataProvider = useDataProvider<ResourceProvider>();
  return useQuery({
    queryKey: [resource, 'get-all'],
    queryFn: async () => (await dataProvider.getExtra(resource, 'get-all')).data,
    staleTime: 5 * 60_000,
  });
};

/**
 * The charges group's rates by delivery time (resources/chargeRates.ts), read with the group: the
 * catalogue's readers read them as they read the group. Shared by the quote's hook and the
 * calculator's fetch on submit.
 */
export const groupRatesQuery = (dataProvider: ResourceProvider, groupId: unknown) => {
  const id = groupId === null || groupId === undefined || groupId === '' ? undefined : Number(groupId);
  return {
    queryKey: [chargeRateDeclaration.name, 'of', id],
    enabled: id !== undefined,
    queryFn: async () =>
      (
        await dataProvider.getList<RaRecord & CatalogueChargeRate>(chargeRateDeclaration.name, {
          filter: { [chargeRateParentField]: id },
          pagination: { page: 1, perPage: 100 },
          sort: { field: 'id', order: 'ASC' },
        })
      ).data,
    staleTime: 5 * 60_000,
  };
};

export const useGroupRates = (groupId: unknown) =>
  useQuery(groupRatesQuery(useDataProvider<ResourceProvider>(), groupId));

/** The delivery times as the charge's input offers them (the shipping order's own read). */
export const useDeliveryTimes = () =>
  useDeclaredRead<RaRecord[]>(shippingOrderDeclaration.name, deliveryTimeOptionsAction.name);

/**
 * Which rate priced a charge, in words: the delivery time's own, or the group's standard rate (for a
 * delivery time it prices no differently).
 */
export const useRateText = () => {
  const translate = useTranslate();
  const deliveryTimes = useDeliveryTimes();
  return (result: CatalogueChargeResult, deliveryTimeId: unknown) => {
    const name = byId(deliveryTimes.data, deliveryTimeId)?.name;
    return result.rateSource === 'deliveryTime'
      ? translate('kago.chargeRates.source.deliveryTime', { name: String(name ?? '') })
      : translate('kago.chargeRates.source.standard');
  };
};

export const byId = (records: readonly RaRecord[] | undefined, id: unknown) =>
  id === null || id === undefined || id === ''
    ? undefined
    : records?.find((record) => record.id === Number(id));

export const currencyOf = (record: RaRecord | undefined): CatalogueCurrency | undefined =>
  record ? { currencyCode: String(record.currencyCode), rate: Number(record.rate) } : undefined;

/** A charges group record as the charge reads it: its rate and minimum. */
export const chargesGroupOf = (record: RaRecord | undefined): CatalogueChargesGroup | undefined =>
  record
    ? {
        ratePerKg: record.ratePerKg as CatalogueChargesGroup['ratePerKg'],
        minimumFreight: record.minimumFreight as CatalogueChargesGroup['minimumFreight'],
      }
    : undefined;

/** The lines of a result: label key (under `kago.utilities.results`) and its written value. */
export const ResultTable = ({
  label,
  rows,
}: {
  label: string;
  rows: readonly (readonly [string, string])[];
}) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate(label)} sx={{ mt: 2, maxWidth: 560 }}>
      <TableBody>
        {rows.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row">
              {translate(`kago.utilities.results.${key}`)}
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * A charge's lines: the weights, the rate that priced it (whose: `rateText`) and its minimum, the
 * amounts in dong (the catalogues' currency) and the total in the currency charged, VND and JPY
 * without fractions.
 */
export const chargeRows = (
  format: Formatter,
  {
    result,
    method,
    currency,
    rateText,
  }: {
    result: CatalogueChargeResult;
    method: CargoShippingMethod;
    currency: string;
    rateText: string;
  },
): (readonly [string, string])[] => {
  const vnd = (value: unknown) => format.money(value, 'VND');
  return [
    ['actualKg', format.number(result.actualKg, 3)],
    ['divisor', format.number(volumeDivisors[method], 0)],
    ['volumeKg', format.number(result.volumeKg, 3)],
    ['chargeableKg', format.number(result.chargeableKg, 1)],
    ['rateSource', rateText],
    ['ratePerKg', vnd(result.ratePerKg)],
    ['minimumFreight', vnd(result.minimumFreight)],
    ['freight', vnd(result.freight)],
    ['services', vnd(result.services)],
    ['vat', vnd(result.vat)],
    ['total', vnd(result.total)],
    ['converted', format.money(result.converted, currency)],
  ];
};
