import { translate } from '../../i18n/translate';
import { choiceLabelKey } from '../../resources/index';
import { hiddenTestTypes, testDeclaration, testTypes, testTypesRead } from '../../resources/testExample';
import { invalid } from '../http/apiError';
import { FieldErrors } from '../http/fieldErrors';
import { localeOf } from '../http/locale';
import type { Row } from '../resources/records';
import { rulesFor, type WriteContext } from '../resources/rules';

/**
 * The example record's rules (resources/testExample.ts): its type is one of the declared types, and
 * a new or changed record may not take a hidden one (a record that has it keeps it).
 */
const checkType = ({ request, values, stored }: WriteContext): Row => {
  const type = String(values.type);
  const kept = stored !== undefined && stored.type === type;
  if (!(testTypes as readonly string[]).includes(type) || (hiddenTestTypes.includes(type) && !kept)) {
    const errors = new FieldErrors(localeOf(request), testDeclaration);
    errors.add('type', 'choice');
    throw invalid(errors.byField);
  }
  return values;
};

export const testExampleRules = rulesFor([testTypesRead], {
  create: { before: checkType },
  update: { before: checkType },
  actions: {
    /** The types a form offers, named in the user's language; the hidden ones only when asked. */
    'get-types': async ({ request, input }) =>
      testTypes
        .filter((type) => input.showHidden === true || !hiddenTestTypes.includes(type))
        .map((code) => ({
          code,
          name: translate(localeOf(request), choiceLabelKey(testDeclaration.name, 'type', code)),
          hidden: hiddenTestTypes.includes(code),
        })),
  },
});
