import { LoadingIndicator, AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * react-admin's app bar with our language switcher in place of its locales menu: ours also keeps the
 * language id the API receives.
 */
export const AppBar = () => (
  <RaAppBar
    toolbar={
      <>
        <LanguageSwitcher />
        <LoadingIndicator />
      </>
    }
  >
    <TitlePortal />
  </RaAppBar>
);
