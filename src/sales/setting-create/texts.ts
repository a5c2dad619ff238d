/** The page's own words (the fields' are the shared ones: src/sales/shared/settings/texts.ts). */
export const TEXT = {
  back: 'К списку настроек',
} as const;
