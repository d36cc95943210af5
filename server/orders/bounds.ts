import type { FastifyRequest } from 'fastify';
import { fieldBound, type FieldBound, type FieldDeclaration } from '../../resources/types';
import { OrderFieldErrors, withErrorCode } from './failures';
import type { OrderRow } from './queries';

type Broken = { key: 'min' | 'max'; bound: number };

const boundValue = (bound: FieldBound, current: number) => (bound === 'current' ? current : bound);

const brokenBound = (input: FieldDeclaration, value: number, current: number): Broken | null => {
  const min = fieldBound(input, 'min');
  const max = fieldBound(input, 'max');
  if (min !== undefined && value < boundValue(min, current))
    return { key: 'min', bound: boundValue(min, current) };
  if (max !== undefined && value > boundValue(max, current))
    return { key: 'max', bound: boundValue(max, current) };
  return null;
};

/**
 * Checks a write's numeric inputs against their bounds, `currentBound` meaning the locked order's
 * value of the input's field (seed 000 section 5: price and tax never above the current ones,
 * quantity between 1 and it, the domestic shipping fee never below it). Every broken bound is a
 * field error; when one of them has a seed code (`boundErrorCode`), the answer carries that code.
 */
export const checkBounds = (
  request: FastifyRequest,
  inputs: readonly FieldDeclaration[],
  order: OrderRow,
  body: Record<string, unknown>,
) => {
  const errors = new OrderFieldErrors(request);
  let code: string | undefined;
  for (const input of inputs) {
    const value = body[input.source];
    if (typeof value !== 'number') continue;
    const current = Number((order as unknown as Record<string, unknown>)[input.source]);
    const broken = brokenBound(input, value, current);
    if (!broken) continue;
    errors.add(input.source, broken.key, { [broken.key]: broken.bound });
    code ??= input.boundErrorCode;
  }
  if (code) throw withErrorCode(request, 400, code, errors.byField);
  errors.throwIfAny();
};
