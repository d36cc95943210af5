import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import {
  rateOfGroup,
  volumeDivisors,
  type CatalogueChargesGroup,
  type CatalogueCurrency,
  type ChargeResult,
} from '../../contract/charges';
import type { ResourceProvider } from '../../dataProvider/resourceProvider';
import type { CargoShippingMethod } from '../../resources/tracking';
import type { Formatter } from '../kit/format';

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
 * A charge's lines: the weights, the group's rate and minimum, the amounts in dong (the catalogues'
 * currency) and the total in the currency charged, VND and JPY without fractions.
 */
export const chargeRows = (
  format: Formatter,
  {
    result,
    group,
    method,
    currency,
  }: {
    result: ChargeResult;
    group: CatalogueChargesGroup;
    method: CargoShippingMethod;
    currency: string;
  },
): (readonly [string, string])[] => {
  const vnd = (value: unknown) => format.money(value, 'VND');
  return [
    ['actualKg', format.number(result.actualKg, 3)],
    ['divisor', format.number(volumeDivisors[method], 0)],
    ['volumeKg', format.number(result.volumeKg, 3)],
    ['chargeableKg', format.number(result.chargeableKg, 1)],
    ['ratePerKg', vnd(rateOfGroup(group))],
    ['minimumFreight', vnd(group.minimumFreight ?? 0)],
    ['freight', vnd(result.freight)],
    ['services', vnd(result.services)],
    ['vat', vnd(result.vat)],
    ['total', vnd(result.total)],
    ['converted', format.money(result.converted, currency)],
  ];
};
