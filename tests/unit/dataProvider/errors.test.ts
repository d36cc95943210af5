import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { formatValidationMessage, noResultsError, toApiError } from '../../../dataProvider/errors';
import { HttpRequestError } from '../../../dataProvider/httpClient';
import { errorCodes } from '../../../contract/errorCodes';

const envelope = (fields: Record<string, unknown>) => ({
  success: false,
  data: null,
  message: null,
  DetailErrors: [],
  errors: {},
  ...fields,
});

const answered = (status: number, data: unknown) =>
  new HttpRequestError('Request failed', null, { status, data, headers: {} });

describe('toApiError', () => {
  it.each(errorCodes)('maps %s to its translation key', (code) => {
    const error = toApiError(
      envelope({ message: 'server words', DetailErrors: [{ ErrorCode: code, ErrorMessage: 'x' }] }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe(`kago.errors.codes.${code}`);
    expect(error.body.code).toBe(code);
    expect(error.body.detailErrors).toEqual([{ ErrorCode: code, ErrorMessage: 'x' }]);
  });

  it('shows the server message for a code the table does not know', () => {
    const error = toApiError(
      answered(
        400,
        envelope({ message: 'Hết hàng', DetailErrors: [{ ErrorCode: 'OUT_OF_STOCK', ErrorMessage: '' }] }),
      ),
    );
    expect(error.message).toBe('Hết hàng');
    expect(error.status).toBe(400);
    expect(error.body.code).toBe('OUT_OF_STOCK');
  });

  it('falls back to the generic message when the server says nothing', () => {
    expect(toApiError(answered(400, envelope({}))).message).toBe('kago.server.badRequest');
    expect(toApiError(answered(500, envelope({}))).message).toBe('kago.errors.generic.contactSupport');
    expect(toApiError(answered(502, '<html>Bad gateway</html>')).message).toBe(
      'kago.errors.generic.contactSupport',
    );
  });

  it('names the status when a 401, 403, 404 or 409 comes without a message', () => {
    expect(toApiError(answered(401, '')).message).toBe('kago.server.unauthorized');
    expect(toApiError(answered(403, envelope({}))).message).toBe('kago.server.forbidden');
    expect(toApiError(answered(404, envelope({}))).message).toBe('kago.server.notFound');
    expect(toApiError(answered(409, envelope({}))).status).toBe(409);
  });

  it('keeps the server message of a stale write', () => {
    const error = toApiError(answered(409, envelope({ message: 'Someone else changed this record' })));
    expect(error).toMatchObject({ status: 409, message: 'Someone else changed this record' });
  });

  it('puts validation errors on the form fields and the list in the message', () => {
    const error = toApiError(
      answered(
        400,
        envelope({
          message: 'The data is not valid',
          errors: {
            code: ['Code must not be empty'],
            name: ['Name must not be empty', 'Name no more than 255 characters'],
          },
        }),
      ),
    );
    const shown =
      'The data is not valid<ul><li>Code must not be empty</li><li>Name must not be empty</li>' +
      '<li>Name no more than 255 characters</li></ul>';
    expect(error.message).toBe(shown);
    expect(error.body.errors).toEqual({
      code: 'Code must not be empty',
      name: 'Name must not be empty Name no more than 255 characters',
      root: { serverError: shown },
    });
  });

  it('gives an exception its own message', () => {
    const timeout = new HttpRequestError('timeout of 180000ms exceeded', 'ECONNABORTED');
    expect(toApiError(timeout)).toMatchObject({ message: 'timeout of 180000ms exceeded', status: 0 });
    expect(toApiError(timeout).body.code).toBe('ECONNABORTED');
    expect(toApiError(new TypeError('Failed to fetch'))).toMatchObject({
      message: 'Failed to fetch',
      status: 0,
    });
  });

  it('returns an error it already made unchanged', () => {
    const error = noResultsError();
    expect(toApiError(error)).toBe(error);
    expect(error.message).toBe('common.notify.error.noResults');
  });
});

describe('formatValidationMessage', () => {
  it('writes the message followed by a bullet list, escaping the texts', () => {
    expect(formatValidationMessage('Invalid <data>', { code: ['A & B', '<b>x</b>'] })).toBe(
      'Invalid &#60;data&#62;<ul><li>A &#38; B</li><li>&#60;b&#62;x&#60;/b&#62;</li></ul>',
    );
  });

  it('writes only the message when there is no field error', () => {
    expect(formatValidationMessage('Invalid', {})).toBe('Invalid');
  });
});
