import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Clicks a form's Save once it is enabled: react-admin disables it while the form validates what
 * was just typed, which a loaded machine (CI, beside the browser suite) was seen to click into.
 */
export const clickSave = async (user: UserEvent, label = 'Save') => {
  const button = screen.getByRole('button', { name: label });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
};
