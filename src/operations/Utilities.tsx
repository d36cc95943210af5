import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import CalculateIcon from '@mui/icons-material/Calculate';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, SaveButton, Title, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  ChargeInputError,
  chargeFromCatalogues,
  convertCurrency,
  type CatalogueChargeResult,
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
import {
  byId,
  chargeRows,
  chargesGroupOf,
  currencyOf,
  groupRatesQuery,
  ResultTable,
  useCatalogue,
  useRateText,
} from './chargeLines';

const calculatorLabels = `resources.${shippingOrderDeclaration.name}.fields`;
const converterLabels = 'kago.utilities.fields';

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

/**
 * The chargeable-weight and cost calculator: the charge step's rule (contract/charges.ts
 * `chargeFromCatalogues`) on typed pieces, the shipping method's volume divisor, the rate of the
 * charges group and delivery time (the delivery time's own, else the group's standard) and its
 * minimum, the VAT type's rate and the currency catalogue's rate, so it quotes what the charge step
 * records.
 */
const Calculator = () => {
  const format = useFormat();
  const translate = useTranslate();
  const rateText = useRateText();
  const dataProvider = useDataProvider<ResourceProvider>();
  const queryClient = useQueryClient();
  const groups = useCatalogue('charges-group');
  const vatTypes = useCatalogue('vat-type');
  const currencies = useCatalogue('currency');
  const [quote, setQuote] = useState<{
    result: CatalogueChargeResult;
    method: CargoShippingMethod;
    currency: string;
    rateText: string;
  } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const calculate = async (values: Record<string, unknown>) => {
    const group = chargesGroupOf(byId(groups.data, values.chargesGroupId));
    const vat = byId(vatTypes.data, values.vatTypeId);
    const currency = currencyOf(byId(currencies.data, values.currencyId));
    const method = values.cargoShippingMethod as CargoShippingMethod;
    try {
      if (!group || !vat || !currency) throw new Error('catalogues not read');
      const rates = await queryClient.fetchQuery(groupRatesQuery(dataProvider, values.chargesGroupId));
      const result = chargeFromCatalogues({
        method,
        pieces: parsePieceMeasures(String(values.pieceMeasures)),
        group,
        rates,
        deliveryTimeId: values.deliveryTimeId as number,
        servicesPrice: Number(values.servicesPrice ?? 0),
        vatRate: Number(vat.rate),
        currency,
      });
      setQuote({
        result,
        method,
        currency: currency.currencyCode,
        rateText: rateText(result, values.deliveryTimeId),
      });
      setFailed(null);
    } catch (error) {
      setQuote(null);
      // A group without a rate is said as the charge step says it.
      setFailed(
        error instanceof ChargeInputError && error.refusal === 'noRate'
          ? 'kago.shippingOrders.chargesGroupWithoutRate'
          : 'kago.utilities.notComputable',
      );
    }
  };
  return (
    <Form onSubmit={calculate} defaultValues={{ cargoShippingMethod: 'air' }}>
      <ToolInputs fields={chargeCalculatorInputs} labels={calculatorLabels} />
      <SaveButton label="kago.utilities.calculate" icon={<CalculateIcon />} alwaysEnable />
      {failed ? (
        <Typography role="alert" color="error" sx={{ mt: 2 }}>
          {translate(failed)}
        </Typography>
      ) : null}
      {quote ? <ResultTable label="kago.utilities.tabs.calculator" rows={chargeRows(format, quote)} /> : null}
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
