import './pageSpinner.css';
import { startupPageTexts } from './startupMessages';

/** The spinner shown while a chunk loads. Plain CSS: it shows before any UI library has loaded. */
export const PageSpinner = () => (
  <div
    className="kago-page-spinner"
    role="progressbar"
    aria-busy="true"
    aria-label={startupPageTexts().loading}
  >
    <div className="kago-spinner" />
  </div>
);
