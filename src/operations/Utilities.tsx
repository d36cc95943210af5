import {
  Box,
  Card,
  CardContent,
  Tab,
  Tabs,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import CalculateIcon from '@mui/icons-material/Calculate';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, SaveButton, Title, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  chargeFromCatalogues,
  convertCurrency,
  volumeDivisors,
  type CatalogueCurrency,
  type ChargeResult,
} from '../../contract/charges';
import type { ResourceProvider } from '../../dataProvider/resourceProvider';
import type { FieldDeclaration } from '../../resources';
import {
  chargeCalculatorInputs,
  currencyConverterInputs,
  parsePieceMeasures,
} from '../../resources/shippingOperations';
import { utilityTools, type UtilityTool } from '../../resources/shippingQueues';
import { shippingOrderDeclaration } from '../../resources/shippingOrders';
import type { CargoShippingMethod } from '../../resources/tracking';
import { DeclaredInput } from '../generators/inputComponents';
import { useFormat } from '../kit/useFormat';

const calculatorLabels = `resources.${shippingOrderDeclaration.name}.fields`;
const converterLabels = 'kago.utilities.fields';

/** A catalogue's active records (`get-all`), read once while the screen lives. */
const useCatalogue = (resource: string) => {
  const dataProvider = useDataProvider<ResourceProvider>();
  return useQuery({
    queryKey: [resource, 'get-all'],
    queryFn: async () => (await dataProvider.getExtra(resource, 'get-all')).data,
    staleTime: 5 * 60_000,
  });
};

const byId = (records: readonly RaRecord[] | undefined, id: unknown) =>
  records?.find((record) => record.id === Number(id));

const currencyOf = (record: RaRecord | undefined): CatalogueCurrency | undefined =>
  record ? { currencyCode: String(record.currencyCode), rate: Number(record.rate) } : undefined;

/** The declared inputs of a tool, labelled under `labels`, two or three to a row on a wide screen. */
const ToolInputs = ({ fields, labels }: { fields: readonly FieldDeclaration[]; labels: string }) => (
  <Box
    sx={{
      display: 'grid',
      columnGap: 2,
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
    }}
  >
    {fields.map((field) => (
      <DeclaredInput
        key={field.source}
        resource={shippingOrderDeclaration.name}
        field={field}
        label={`${labels}.${field.source}`}
      />
    ))}
  </Box>
);

/** The lines of a result: label key and its written value. */
const ResultTable = ({ label, rows }: { label: string; rows: readonly (readonly [string, string])[] }) => {
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
 * The chargeable-weight and cost calculator: the charge step's rule (contract/charges.ts
 * `chargeFromCatalogues`) on typed pieces, the shipping method's volume divisor, a charges group's
 * rates, the VAT type's rate and the currency catalogue's rate, so it quotes what the charge step
 * records.
 */
const Calculator = () => {
  const format = useFormat();
  const translate = useTranslate();
  const vatTypes = useCatalogue('vat-type');
  const currencies = useCatalogue('currency');
  const [quote, setQuote] = useState<{ result: ChargeResult; currency: string; divisor: number } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);
  const calculate = (values: Record<string, unknown>) => {
    const vat = byId(vatTypes.data, values.vatTypeId);
    const currency = currencyOf(byId(currencies.data, values.currencyId));
    const method = values.cargoShippingMethod as CargoShippingMethod;
    try {
      if (!vat || !currency) throw new Error('catalogues not read');
      const result = chargeFromCatalogues({
        method,
        pieces: parsePieceMeasures(String(values.pieceMeasures)),
        ratePerKg: Number(values.ratePerKg),
        minimumFreight: Number(values.minimumFreight ?? 0),
        servicesPrice: Number(values.servicesPrice ?? 0),
        vatRate: Number(vat.rate),
        currency,
      });
      setQuote({ result, currency: currency.currencyCode, divisor: volumeDivisors[method] });
      setFailed(false);
    } catch {
      setQuote(null);
      setFailed(true);
    }
  };
  const vnd = (value: number) => format.money(value, 'VND');
  return (
    <Form onSubmit={calculate} defaultValues={{ cargoShippingMethod: 'air' }}>
      <ToolInputs fields={chargeCalculatorInputs} labels={calculatorLabels} />
      <SaveButton label="kago.utilities.calculate" icon={<CalculateIcon />} alwaysEnable />
      {failed ? (
        <Typography role="alert" color="error" sx={{ mt: 2 }}>
          {translate('kago.utilities.notComputable')}
        </Typography>
      ) : null}
      {quote ? (
        <ResultTable
          label="kago.utilities.tabs.calculator"
          rows={[
            ['actualKg', format.number(quote.result.actualKg, 3)],
            ['divisor', format.number(quote.divisor, 0)],
            ['volumeKg', format.number(quote.result.volumeKg, 3)],
            ['chargeableKg', format.number(quote.result.chargeableKg, 1)],
            ['freight', vnd(quote.result.freight)],
            ['services', vnd(quote.result.services)],
            ['vat', vnd(quote.result.vat)],
            ['total', vnd(quote.result.total)],
            ['converted', format.money(quote.result.converted, quote.currency)],
          ]}
        />
      ) : null}
    </Form>
  );
};

/** The currency converter: an amount from one catalogue currency into another, at their rates in dong. */
const Converter = () => {
  const format = useFormat();
  const translate = useTranslate();
  const currencies = useCatalogue('currency');
  const [converted, setConverted] = useState<{
    from: string;
    amount: number;
    to: string;
    value: number;
  } | null>(null);
  const [failed, setFailed] = useState(false);
  const convert = (values: Record<string, unknown>) => {
    const from = currencyOf(byId(currencies.data, values.fromCurrencyId));
    const to = currencyOf(byId(currencies.data, values.toCurrencyId));
    try {
      if (!from || !to) throw new Error('catalogue not read');
      const amount = Number(values.amount);
      setConverted({
        from: from.currencyCode,
        amount,
        to: to.currencyCode,
        value: convertCurrency(amount, from, to),
      });
      setFailed(false);
    } catch {
      setConverted(null);
      setFailed(true);
    }
  };
  return (
    <Form onSubmit={convert}>
      <ToolInputs fields={currencyConverterInputs} labels={converterLabels} />
      <SaveButton label="kago.utilities.convert" icon={<CalculateIcon />} alwaysEnable />
      {failed ? (
        <Typography role="alert" color="error" sx={{ mt: 2 }}>
          {translate('kago.utilities.notConvertible')}
        </Typography>
      ) : null}
      {converted ? (
        <ResultTable
          label="kago.utilities.tabs.converter"
          rows={[
            ['amount', format.money(converted.amount, converted.from)],
            ['converted', format.money(converted.value, converted.to)],
          ]}
        />
      ) : null}
    </Form>
  );
};

/**
 * The second menu's utilities (`utils`: the charge calculator; `utilities`: the currency converter):
 * one screen, a tab for each, each tab the address of its menu leaf.
 */
const Utilities = ({ tool }: { tool: UtilityTool }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <Title title={translate('kago.utilities.title')} />
      <Tabs value={tool} aria-label={translate('kago.utilities.title')} variant="scrollable" sx={{ mb: 2 }}>
        {(Object.keys(utilityTools) as UtilityTool[]).map((key) => (
          <Tab
            key={key}
            value={key}
            label={translate(`kago.utilities.tabs.${key}`)}
            component={Link}
            to={`/${utilityTools[key].route}`}
          />
        ))}
      </Tabs>
      <Card>
        <CardContent>{tool === 'calculator' ? <Calculator /> : <Converter />}</CardContent>
      </Card>
    </Box>
  );
};

export default Utilities;
