import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, type ReactNode } from 'react';
import { useTheme, useTranslate, type ThemeType } from 'react-admin';
import { themeOptions, themeParts, type ThemeChoice, type ThemePart } from './themes';
import { useThemeChoice } from './useThemeChoice';

const modes: readonly ThemeType[] = ['light', 'dark'];

/** A small sample of a colour beside its option's name; the name says it all to a screen reader. */
const Swatch = ({ color }: { color: string }) => (
  <Box
    component="span"
    aria-hidden
    sx={{
      display: 'inline-block',
      width: 20,
      height: 14,
      mr: 1,
      verticalAlign: 'middle',
      backgroundColor: color,
      border: 1,
      borderColor: 'divider',
    }}
  />
);

/** One labelled group of radio buttons: arrow keys move through it, as in any native form. */
const ChoiceGroup = ({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) => {
  const labelId = useId();
  return (
    <FormControl component="fieldset" margin="normal" fullWidth>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </RadioGroup>
    </FormControl>
  );
};

/** Light or dark, then a topbar, a sidebar and a background, each applied as soon as it is picked. */
export const ThemeSettingsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const [mode, setMode] = useTheme();
  const { choice, choose } = useThemeChoice();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('kago.theme.choose')}</DialogTitle>
      <DialogContent>
        <ChoiceGroup
          label={translate('kago.theme.mode')}
          value={mode}
          onChange={(value) => setMode(value as ThemeType)}
        >
          {modes.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={translate(`kago.theme.${option}`)}
            />
          ))}
        </ChoiceGroup>
        {themeParts.map((part: ThemePart) => (
          <ChoiceGroup
            key={part}
            label={translate(`kago.theme.${part}`)}
            value={choice[part]}
            onChange={(value) => choose(part, value as ThemeChoice[typeof part])}
          >
            {themeOptions[part].map((option) => (
              <FormControlLabel
                key={option.id}
                value={option.id}
                control={<Radio />}
                label={
                  <>
                    <Swatch color={option[mode].background} />
                    {translate(`kago.theme.choices.${part}.${option.id}`)}
                  </>
                }
              />
            ))}
          </ChoiceGroup>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
