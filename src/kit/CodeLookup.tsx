import { useId, useState, type FormEvent, type ReactNode } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { visuallyHidden } from './visuallyHidden';

type Outcome =
  { kind: 'idle' } | { kind: 'looking' } | { kind: 'notFound'; code: string } | { kind: 'failed' };

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

export interface CodeLookupProps {
  /**
   * Where its words are: `<labels>.codeLabel`, `.hint`, `.open`, `.notFound` (with `%{code}`) and
   * `.failed`.
   */
  labels: string;
  /** The address of the record with this whole code; a 404 answer means there is none. */
  find: (code: string) => Promise<string>;
  /** Said after "not found" (a way to search the list instead). */
  notFoundMore?: (code: string) => ReactNode;
  /** Takes the focus at once: a screen that exists for this one field (a scanner's input lands in it). */
  focus?: boolean;
  maxLength?: number;
  /**
   * Above a list: a small field whose hint is told to screen readers and shown on hover rather than
   * under it, so that the list keeps its rows on screen.
   */
  compact?: boolean;
}

/**
 * One record by its whole code, typed or scanned (a barcode scanner types the code and presses
 * Enter), opened at once at its address: an order on `search-order` (src/orders/OrderLookup.tsx), a
 * package above the package list (src/packages/OrderPackageList.tsx).
 */
export const CodeLookup = ({
  labels,
  find,
  notFoundMore,
  focus = false,
  maxLength = 50,
  compact = false,
}: CodeLookupProps) => {
  const hintId = useId();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const text = (key: string, params?: Record<string, unknown>) => translate(`${labels}.${key}`, params);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim();
    if (wanted === '' || outcome.kind === 'looking') return;
    setOutcome({ kind: 'looking' });
    try {
      navigate(await find(wanted));
    } catch (error) {
      setOutcome(statusOf(error) === 404 ? { kind: 'notFound', code: wanted } : { kind: 'failed' });
    }
  };

  return (
    <>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          // Only where the screen exists for this one field (`focus`).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focus}
          label={text('codeLabel')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (outcome.kind !== 'looking') setOutcome({ kind: 'idle' });
          }}
          size={compact ? 'small' : 'medium'}
          helperText={compact ? undefined : text('hint')}
          title={compact ? text('hint') : undefined}
          slotProps={{
            htmlInput: {
              autoComplete: 'off',
              spellCheck: false,
              maxLength,
              ...(compact ? { 'aria-describedby': hintId } : {}),
            },
          }}
          sx={{ flex: '1 1 16rem' }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={outcome.kind === 'looking'}
          sx={{ mt: compact ? 0 : 1 }}
        >
          {text('open')}
        </Button>
        {compact ? (
          <Box id={hintId} component="span" sx={visuallyHidden}>
            {text('hint')}
          </Box>
        ) : null}
      </Box>
      {outcome.kind === 'notFound' ? (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
          {text('notFound', { code: outcome.code })} {notFoundMore?.(outcome.code)}
        </Alert>
      ) : null}
      {outcome.kind === 'failed' ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {text('failed')}
        </Alert>
      ) : null}
    </>
  );
};
