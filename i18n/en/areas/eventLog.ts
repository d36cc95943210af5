/** The partner event log's screens (src/eventLog/, src/kit/JsonBlock.tsx). */
export const eventLog = {
  partnerEvents: 'Partner events of %{code}',
  json: {
    copy: 'Copy %{name}',
    copied: '%{name} copied',
    copyFailed: 'The browser did not allow copying',
    show: 'Show %{name}',
    hide: 'Hide %{name}',
    showAll: 'Show all (%{size})',
    notJson: 'Not JSON: shown as received',
    empty: 'Nothing',
  },
};
