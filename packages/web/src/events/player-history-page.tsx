// Placeholder: replaced by the page's own module.
export const PlayerHistoryPage = () => null;
