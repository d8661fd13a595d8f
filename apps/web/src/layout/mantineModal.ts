import { Modal } from '@mantine/core';

// Mantine's Modal on its own, for LazyModal's chunk (imported, not re-exported: mantine-css.ts reads imports to
// know which component stylesheets the app needs).
export { Modal };
