import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLanguageSwitch } from './useLanguageSwitch';

/** Vietnamese, English, Japanese, each named in its own language. */
export const LanguageSwitcher = () => {
  const { current, languages, switchTo } = useLanguageSwitch();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={`${translate('kago.language.choose')}: ${current.text}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {current.text}
      </Button>
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
            {language.text}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
