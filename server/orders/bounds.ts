import type { FastifyRequest } from 'fastify';
import type { OrderBound, OrderInput } from '../../resources/orders/index';
import { OrderFieldErrors, withErrorCode } from './failures';
import type { OrderRow } from './queries';

type Broken = { key: 'min' | 'max'; bound: number };

const boundValue = (bound: OrderBound, current: number) => (bound === 'current' ? current : bound);

const brokenBound = (input: OrderInput, value: number, current: number): Broken | null => {
  if (input.min !== undefined && value < boundValue(input.min, current))
    return { key: 'min', bound: boundValue(input.min, current) };
  if (input.max !== undefined && value > boundValue(input.max, current))
    return { key: 'max', bound: boundValue(input.max, current) };
  return null;
};

/**
 * Checks a write's numeric inputs against their bounds, `'current'` meaning the locked order's
 * value of the input's column (seed 000 section 5: price and tax never above the current ones,
 * quantity between 1 and it, the domestic shipping fee never below it). Every broken bound is a
 * field error; when one of them has a seed code (`boundErrorCode`), the answer carries that code.
 */
export const checkBounds = (
  request: FastifyRequest,
  inputs: readonly OrderInput[],
  order: OrderRow,
  body: Record<string, unknown>,
) => {
  const errors = new OrderFieldErrors(request);
  let code: string | undefined;
  for (const input of inputs) {
    const value = body[input.name];
    if (typeof value !== 'number') continue;
    const current = Number((order as unknown as Record<string, unknown>)[input.column ?? input.name]);
    const broken = brokenBound(input, value, current);
    if (!broken) continue;
    errors.add(input.name, broken.key, { [broken.key]: broken.bound });
    code ??= input.boundErrorCode;
  }
  if (code) throw withErrorCode(request, 400, code, errors.byField);
  errors.throwIfAny();
};
