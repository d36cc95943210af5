/**
 * Reading the master API's answer envelope (DESIGN.md section 3). The business's servers are not
 * consistent about spelling, so every known variant is accepted: `success`/`Status`,
 * `data`/`Data`, `message`/`Message`, `DetailErrors`/`detailErrors`, `errors`/`Errors`.
 */
export interface DetailError {
  ErrorCode: string;
  ErrorMessage: string;
}

/** Field name -> its messages. */
export type FieldErrors = Record<string, string[]>;

export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  message: string | null;
  detailErrors: DetailError[];
  errors: FieldErrors;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBinary = (body: unknown) =>
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body);

const firstDefined = (body: Loose, ...names: string[]) =>
  names.map((name) => body[name]).find((value) => value !== undefined);

/** `true`, `"true"` and `1` all count: some servers send the flag as text or a number. */
const readFlag = (value: unknown) => value === true || value === 'true' || value === 1;

const readDetailErrors = (value: unknown): DetailError[] =>
  Array.isArray(value)
    ? value.filter(isObject).map((entry) => ({
        ErrorCode: String(firstDefined(entry, 'ErrorCode', 'errorCode') ?? ''),
        ErrorMessage: String(firstDefined(entry, 'ErrorMessage', 'errorMessage') ?? ''),
      }))
    : [];

/** Each field's messages as a list, whether the server sent a list or a single string. */
const readFieldErrors = (value: unknown): FieldErrors => {
  if (!isObject(value)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages])
      .filter((message) => message !== null && message !== undefined && message !== '')
      .map(String);
    if (list.length > 0) errors[field] = list;
  }
  return errors;
};

const flagNames = ['success', 'Success', 'Status', 'status'];

/**
 * Normalises an answer body. A binary answer (an Excel export) and a body that carries no success
 * flag at all (not an envelope, such as a plain JSON file) pass through as successful data.
 */
export const readEnvelope = <T = unknown>(body: unknown): Envelope<T> => {
  const passThrough = { success: true, data: body as T, message: null, detailErrors: [], errors: {} };
  if (!isObject(body) || isBinary(body)) return passThrough;
  const flag = firstDefined(body, ...flagNames);
  if (flag === undefined) return passThrough;
  const message = firstDefined(body, 'message', 'Message');
  return {
    success: readFlag(flag),
    data: (firstDefined(body, 'data', 'Data') ?? null) as T,
    message: typeof message === 'string' && message !== '' ? message : null,
    detailErrors: readDetailErrors(firstDefined(body, 'DetailErrors', 'detailErrors')),
    errors: readFieldErrors(firstDefined(body, 'errors', 'Errors')),
  };
};
