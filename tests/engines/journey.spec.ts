import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import type { Engine, EngineDriver } from './driver';
import { siteErrors } from './errors';
import { JOURNEY, expectNoErrors, type Width } from './journey';
import { launchFirefox } from './playwright-driver';
import { launchWebKit } from './webdriver-driver';
import { BROKEN_PATH, ENGINES_RESULTS, WEBDRIVER_PORT } from './settings';
import { writeShotPage } from './shots.mjs';

/**
 * The journey of journey.ts, one test per step, in the engine and at the width of the project
 * (tests/engines/playwright.config.ts). One browser per worker runs the steps in order.
 */

interface Options {
  engine: Engine;
  width: Width;
  driver: EngineDriver;
}

const HEIGHT: Record<Width, number> = { 390: 844, 1280: 800 };

const test = base.extend<object, Options>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  width: [1280, { option: true, scope: 'worker' }],
  driver: [
    async ({ engine, width }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const driver =
        engine === 'firefox'
          ? await launchFirefox(baseURL, width, HEIGHT[width])
          : await launchWebKit({
              baseURL,
              width,
              height: HEIGHT[width],
              port: WEBDRIVER_PORT + 2 * workerInfo.parallelIndex,
              configDir: path.join(workerInfo.project.outputDir, `webkit-config-${workerInfo.workerIndex}`),
            });
      await use(driver);
      await driver.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

for (const step of JOURNEY) {
  test(step.name, { tag: step.widths.map((w) => `@w${w}`) }, async ({ driver, engine, width }) => {
    const folder = path.join(ENGINES_RESULTS, engine, String(width));
    mkdirSync(folder, { recursive: true });
    const file = async (name: string) => path.join(folder, `${name}.png`);
    const shot = async (name: string) => {
      await driver.screenshot(await file(name));
      writeShotPage(await file(name), await driver.location());
    };
    await step.run(driver, { width, shot, path: file });
    await expectNoErrors(driver, await driver.location());
  });
}

test('the error collector catches a deliberately broken page', { tag: ['@w390', '@w1280'] }, async ({ driver }) => {
  await driver.goto(BROKEN_PATH);
  await expect.poll(async () => (await driver.errors()).map((e) => e.message).join('\n')).toContain('deliberate load error');
  const messages = (await driver.errors()).map((e) => `${e.kind}: ${e.message}`).join('\n');
  expect(messages).toContain('unhandledrejection: Error: deliberate rejection');
  expect(messages).toContain('console.error: deliberate console error');
  expect(siteErrors(await driver.errors()).length).toBeGreaterThanOrEqual(3);
  await expect(expectNoErrors(driver, BROKEN_PATH)).rejects.toThrow(/deliberate load error/);
});
