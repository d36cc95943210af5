// The OIDC client is fetched when the user asks to sign in, not with the page.
export const startSignIn = async (returnTo?: string) => {
  const { startSignIn: redirect } = await import('../../authProvider/signIn');
  await redirect(returnTo);
};
