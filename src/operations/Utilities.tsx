import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import CalculateIcon from '@mui/icons-material/Calculate';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, SaveButton, Title, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ChargeInputError, chargeFromCatalogues, convertCurrency } from '../../contract/charges';
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
 * One utility: its declared inputs, a button that works them out, and then the answer's lines, or
 * why there is none (a translation key) as an alert. The answer is kept, its lines written in the
 * interface language at the time they show.
 */
const UtilityForm = <Answer,>({
  fields,
  labels,
  defaultValues,
  submitLabel,
  resultLabel,
  work,
  refusal,
  lines,
}: {
  fields: readonly FieldDeclaration[];
  labels: string;
  defaultValues?: Record<string, unknown>;
  submitLabel: string;
  /** Translation key naming the answer's table. */
  resultLabel: string;
  /** The answer to the typed values; throws where there is none. */
  work: (values: Record<string, unknown>) => Answer | Promise<Answer>;
  /** The translation key of why `work` threw. */
  refusal: (error: unknown) => string;
  lines: (answer: Answer) => readonly (readonly [string, string])[];
}) => {
  const translate = useTranslate();
  const [outcome, setOutcome] = useState<{ answer: Answer } | { refused: string } | null>(null);
  const submit = async (values: Record<string, unknown>) => {
    try {
      setOutcome({ answer: await work(values) });
    } catch (error) {
      setOutcome({ refused: refusal(error) });
    }
  };
  return (
    <Form onSubmit={submit} defaultValues={defaultValues}>
      <ToolInputs fields={fields} labels={labels} />
      <SaveButton label={submitLabel} icon={<CalculateIcon />} alwaysEnable />
      {outcome && 'refused' in outcome ? (
        <Typography role="alert" color="error" sx={{ mt: 2 }}>
          {translate(outcome.refused)}
        </Typography>
      ) : null}
      {outcome && 'answer' in outcome ? (
        <ResultTable label={resultLabel} rows={lines(outcome.answer)} />
      ) : null}
    </Form>
  );
};

/**
 * The chargeable-weight and cost calculator: the charge step's rule (contract/charges.ts
 * `chargeFromCatalogues`) on typed pieces, the shipping method's volume divisor, the rate of the
 * charges group and delivery time (the delivery time's own, else the group's standard) and its
 * minimum, the VAT type's rate and the currency catalogue's rate, so it quotes what the charge step
 * records.
 */
const Calculator = () => {
  const format = useFormat();
  const rateText = useRateText();
  const dataProvider = useDataProvider<ResourceProvider>();
  const queryClient = useQueryClient();
  const groups = useCatalogue('charges-group');
  const vatTypes = useCatalogue('vat-type');
  const currencies = useCatalogue('currency');
  const quote = async (values: Record<string, unknown>) => {
    const group = chargesGroupOf(byId(groups.data, values.chargesGroupId));
    const vat = byId(vatTypes.data, values.vatTypeId);
    const currency = currencyOf(byId(currencies.data, values.currencyId));
    const method = values.cargoShippingMethod as CargoShippingMethod;
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
    return {
      result,
      method,
      currency: currency.currencyCode,
      rateText: rateText(result, values.deliveryTimeId),
    };
  };
  return (
    <UtilityForm
      fields={chargeCalculatorInputs}
      labels={calculatorLabels}
      defaultValues={{ cargoShippingMethod: 'air' }}
      submitLabel="kago.utilities.calculate"
      resultLabel="kago.utilities.tabs.calculator"
      work={quote}
      // A group without a rate is said as the charge step says it.
      refusal={(error) =>
        error instanceof ChargeInputError && error.refusal === 'noRate'
          ? 'kago.shippingOrders.chargesGroupWithoutRate'
          : 'kago.utilities.notComputable'
      }
      lines={(answer) => chargeRows(format, answer)}
    />
  );
};

/** The currency converter: an amount from one catalogue currency into another, at their rates in dong. */
const Converter = () => {
  const format = useFormat();
  const currencies = useCatalogue('currency');
  const convert = (values: Record<string, unknown>) => {
    const from = currencyOf(byId(currencies.data, values.fromCurrencyId));
    const to = currencyOf(byId(currencies.data, values.toCurrencyId));
    if (!from || !to) throw new Error('catalogue not read');
    const amount = Number(values.amount);
    return { from: from.currencyCode, amount, to: to.currencyCode, value: convertCurrency(amount, from, to) };
  };
  return (
    <UtilityForm
      fields={currencyConverterInputs}
      labels={converterLabels}
      submitLabel="kago.utilities.convert"
      resultLabel="kago.utilities.tabs.converter"
      work={convert}
      refusal={() => 'kago.utilities.notConvertible'}
      lines={(converted) => [
        ['amount', format.money(converted.amount, converted.from)],
        ['converted', format.money(converted.value, converted.to)],
      ]}
    />
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
