import { describe, expect, it } from 'vitest';
import { field } from '../../../resources/fields';
import { buildValidators } from '../../../src/generators/validators';

const run = (
  declaration: ReturnType<typeof field>,
  value: unknown,
  allValues: Record<string, unknown> = {},
) =>
  buildValidators(declaration, { field: 'Label', otherField: 'Other' })
    .map((validate) => validate(value, allValues))
    .filter(Boolean);

describe('generated validators', () => {
  it('require a value, ignoring blanks', () => {
    const code = field('code', 'text', { required: true });
    expect(run(code, '  ')).toEqual([{ message: 'kago.validation.required', args: { field: 'Label' } }]);
    expect(run(code, 'VCB')).toEqual([]);
    expect(buildValidators(code, { field: 'Label' })[0].isRequired).toBe(true);
  });

  it('bound text length only when there is text', () => {
    const iata = field('iata', 'text', { minLength: 2, maxLength: 3 });
    expect(run(iata, '')).toEqual([]);
    expect(run(iata, 'A')).toEqual([
      { message: 'kago.validation.minLength', args: { field: 'Label', length: 2 } },
    ]);
    expect(run(iata, 'ABCD')).toEqual([
      { message: 'kago.validation.maxLength', args: { field: 'Label', length: 3 } },
    ]);
  });

  it('check e-mails and full web addresses', () => {
    expect(run(field('email', 'email'), 'not-an-email')).toEqual([
      { message: 'kago.validation.email', args: {} },
    ]);
    expect(run(field('email', 'email'), 'ops@kago.vn')).toEqual([]);
    expect(run(field('website', 'url'), 'kago.vn')).toEqual([
      { message: 'kago.validation.url', args: { field: 'Label' } },
    ]);
    expect(run(field('website', 'url'), 'https://kago.vn')).toEqual([]);
  });

  it('bound numbers and require whole numbers where declared', () => {
    const days = field('days', 'number', { integer: true, min: 0, max: 365 });
    expect(run(days, 1.5)).toEqual([{ message: 'kago.validation.integer', args: { field: 'Label' } }]);
    expect(run(days, -1)).toEqual([{ message: 'kago.validation.min', args: { field: 'Label', min: 0 } }]);
    expect(run(days, 366)).toEqual([{ message: 'kago.validation.max', args: { field: 'Label', max: 365 } }]);
    expect(run(days, 0)).toEqual([]);
  });

  it('take a duration in whole seconds within its bounds', () => {
    const allowed = field('allowed', 'duration', { min: 60 });
    expect(run(allowed, 90.5)).toEqual([{ message: 'kago.validation.integer', args: { field: 'Label' } }]);
    expect(run(allowed, 30)).toEqual([{ message: 'kago.validation.min', args: { field: 'Label', min: 60 } }]);
    expect(run(allowed, 86_400)).toEqual([]);
  });

  it('compare with the other field of the record', () => {
    const maxValue = field('maxValue', 'number', { greaterOrEqual: 'minValue' });
    expect(run(maxValue, 3, { minValue: 5 })).toEqual([
      { message: 'kago.validation.greaterOrEqual', args: { field: 'Label', otherField: 'Other' } },
    ]);
    expect(run(maxValue, 5, { minValue: 5 })).toEqual([]);
    expect(run(maxValue, 3, {})).toEqual([]);
    const until = field('until', 'date', { greaterOrEqual: 'from' });
    expect(run(until, '2024-01-01', { from: '2024-02-01' })).toHaveLength(1);
    expect(run(until, '2024-03-01', { from: '2024-02-01' })).toEqual([]);
  });
});
