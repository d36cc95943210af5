import Chip from '@mui/material/Chip';
import { LoadingIndicator, AppBar as RaAppBar, TitlePortal, useTranslate } from 'react-admin';
import { buildVariant, isProductionBuild } from '../buildVariant';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ProfileMenu } from './profile/ProfileMenu';
import { useIsPhone } from './theme/useIsPhone';

/** Outside production the bar says which build this is, so nobody mistakes staging for the real thing. */
const BuildVariantChip = () => {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  if (isProductionBuild || isPhone) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(`kago.profile.variants.${buildVariant}`)}
      sx={{
        color: 'inherit',
        borderColor: 'currentColor',
        mx: 1,
        display: { xs: 'none', sm: 'inline-flex' },
      }}
    />
  );
};

/**
 * react-admin's loading indicator, whose spinner says what it is: it passes what it does not know
 * to the spinner, which had no name (axe: aria-progressbar-name, serious) whenever a call was under
 * way.
 */
const NamedLoadingIndicator = () => {
  const translate = useTranslate();
  const spinner = { 'aria-label': translate('kago.pages.loading') };
  return <LoadingIndicator {...spinner} />;
};

/**
 * react-admin's app bar with our language switcher in place of its locales menu (ours also keeps the
 * language id the API receives) and our user menu (profile, settings, view all, logout). Its
 * colours come from the chosen topbar theme.
 */
export const AppBar = () => (
  <RaAppBar
    toolbar={
      <>
        <BuildVariantChip />
        <LanguageSwitcher />
        <NamedLoadingIndicator />
      </>
    }
    userMenu={<ProfileMenu />}
  >
    {/* Each page's title is its main heading (react-admin draws it as an h6). */}
    <TitlePortal component="h1" />
  </RaAppBar>
);
