import type { PageSettingsApi } from '@core/report/pageSettings';

/**
 * The page settings api with a promise settled once its first read has, whatever the answer: the report's first
 * page (printed with the page, issue 41, so at hand at once) waits for it and shows once, in the user's columns,
 * rather than in every column and then rearranged.
 */
export function withFirstRead(api: PageSettingsApi): { api: PageSettingsApi; firstRead: Promise<void> } {
  let settle: () => void = () => undefined;
  const firstRead = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return {
    firstRead,
    api: {
      ...api,
      load: (action, signal) => {
        const read = api.load(action, signal);
        read.then(settle, settle);
        return read;
      },
    },
  };
}
