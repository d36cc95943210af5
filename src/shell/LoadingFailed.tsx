/**
 * 'Loading failed! Please reload.' with a reload action. Plain elements (no MUI) because the start-up
 * boundary shows it before any UI library has loaded.
 */
export const LoadingFailed = ({ message, reloadLabel }: { message: string; reloadLabel: string }) => (
  <div role="alert" className="kago-loading-failed">
    <p>{message}</p>
    <button type="button" onClick={() => window.location.reload()}>
      {reloadLabel}
    </button>
  </div>
);
