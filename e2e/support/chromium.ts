import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium as the journeys and the web benchmark launch it: no sandbox (containers run as root) and
 * nothing that would reach the network on its own, so runs are repeatable offline.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
