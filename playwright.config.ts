import { defineConfig } from '@playwright/test'

import { ehrE2ePort } from './tests/e2e/ehr/ehr-server.ts'
import { mailDir, smtpE2ePort } from './tests/e2e/mail/mailbox.ts'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${PORT}`
// A run on another port (a second copy of the suite at the same time) gets its own database
// folder and output folder: each run empties both at start, and PGlite serves one process.
const SUFFIX = PORT === 3100 ? '' : `-${PORT}`
const DATA_DIR = `test-results/e2e-data${SUFFIX}`
// A second server in EHR accuracy test mode (tests/e2e/ehr-prefill.spec.ts): every tool page it
// serves is prefilled from a mock bundle, so it is kept apart from the server the other specs use.
const EHR_PORT = ehrE2ePort()
// The run's mail server (tests/e2e/mail/smtp-sink.ts): the main server sends its email there,
// and specs read what arrived from MAIL_DIR.
const SMTP_PORT = smtpE2ePort()
const MAIL_DIR = mailDir()

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: `test-results/playwright${SUFFIX}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    // Recording a trace of every test costs about a fifth of the run; a failure is traced when
    // it is retried (CI), or on demand with --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'js', use: { javaScriptEnabled: true } },
    { name: 'no-js', use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: `rm -rf ${MAIL_DIR} && node --import tsx tests/e2e/mail/smtp-sink.ts`,
      port: SMTP_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(SMTP_PORT), MAIL_DIR },
    },
    {
      // A fresh embedded database for every run; the build is made by `npm test` beforehand.
      command: `rm -rf ${DATA_DIR} && node server.js`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        LOG_LEVEL: 'warn',
        // Every browser test signs in from 127.0.0.1; the limits themselves are tested elsewhere.
        SIGNIN_MAX_ATTEMPTS_PER_IP: '10000',
        REGISTER_MAX_PER_IP_HOUR: '10000',
        PASSWORD_RESET_MAX_PER_IP_HOUR: '10000',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      },
    },
    {
      command: `rm -rf ${DATA_DIR}-ehr && node server.js`,
      url: `http://127.0.0.1:${EHR_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(EHR_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `${DATA_DIR}-ehr`,
        LOG_LEVEL: 'warn',
        SIGNIN_MAX_ATTEMPTS_PER_IP: '10000',
        REGISTER_MAX_PER_IP_HOUR: '10000',
        EHR_ACCURACY_TEST_MODE: 'on',
        EHR_MOCK_BUNDLE: 'tests/e2e/ehr/prefill-bundle.json',
      },
    },
  ],
})
