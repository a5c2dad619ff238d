// Example benchmark: how fast the index page loads (Navigation Timing of the browser).
import type { BenchmarkName, BenchmarkRun } from './benchmark';

export const name: BenchmarkName = 'index page';

export const run: BenchmarkRun = async (page, baseURL) => {
  await page.goto(`${baseURL}/`, { waitUntil: 'load' });
  return page.evaluate(() => {
    const [timing] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { 'DOM ready': timing.domContentLoadedEventEnd, load: timing.loadEventEnd };
  });
};
