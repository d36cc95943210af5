import type { FastifyRequest } from 'fastify';
import { translate } from '../../i18n/translate';
import { fieldLabelKey } from '../../resources/types';
import { invalid } from '../http/apiError';
import { localeOf } from '../http/locale';

/**
 * A declared range filter (`<source>From`, `<source>To`: a list's days, a report's dates) whose end
 * is before its start: a 400 with the validation list, the messages labelled as the screen labels
 * the range ("to" and "from" the field's label). The schema has already refused a day that does not
 * parse.
 */
export const checkRange = (
  request: FastifyRequest,
  resource: string,
  source: string,
  values: Readonly<Record<string, unknown>>,
) => {
  const from = values[`${source}From`];
  const to = values[`${source}To`];
  if (typeof from !== 'string' || typeof to !== 'string' || from <= to) return;
  const locale = localeOf(request);
  const label = translate(locale, fieldLabelKey(resource, source));
  throw invalid({
    [`${source}To`]: [
      translate(locale, 'kago.validation.greaterOrEqual', {
        field: translate(locale, 'kago.filters.to', { field: label }),
        otherField: translate(locale, 'kago.filters.from', { field: label }),
      }),
    ],
  });
};
