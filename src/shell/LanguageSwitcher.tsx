import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { FlagImage } from './flags/FlagImage';
import { languageFlags } from './flags/languageFlags';
import { useIsPhone } from './theme/useIsPhone';
import { useLanguageSwitch } from './useLanguageSwitch';

/**
 * Vietnamese, English, Japanese, each named in its own language beside its flag. On a phone the
 * button shows the flag alone; its accessible name still says the language.
 */
export const LanguageSwitcher = () => {
  const { current, languages, switchTo } = useLanguageSwitch();
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const flag = <FlagImage svg={languageFlags[current.icon]} name="" />;
  const buttonProps = {
    color: 'inherit' as const,
    'aria-label': `${translate('kago.language.choose')}: ${current.text}`,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return (
    <>
      {isPhone ? (
        <IconButton {...buttonProps}>{flag}</IconButton>
      ) : (
        <Button {...buttonProps} startIcon={flag} sx={{ textTransform: 'none' }}>
          {current.text}
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === current.locale}
            onClick={() => {
              setAnchor(null);
              switchTo(language.locale);
            }}
          >
            <ListItemIcon>
              <FlagImage svg={languageFlags[language.icon]} name="" />
            </ListItemIcon>
            <ListItemText>{language.text}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
