// docs/product/what-it-does.md#landing-page-and-navigation-bar: About, Services and Contact are placeholders with
// no target, hence plain text, not links.
export const PLACEHOLDER_ITEMS = ['About', 'Services', 'Contact'] as const;
