// `npm run ehr:test-server` (or `npx tsx scripts/test-ehr.ts`): the test EHR on fixed ports, for a
// person to try an EHR launch by hand. Registers the app as a SMART client and prints a launch
// URL for each synthetic patient. Options (flags or environment):
//   --app URL           the app's origin (EHR_TEST_APP, default http://127.0.0.1:3000)
//   --port N            SMART server + FHIR gate (EHR_TEST_PORT, default 3611)
//   --store-port N      FHIR store without authorization (EHR_TEST_STORE_PORT, default 3612)
//   --client-id ID      the app's client id (EHR_TEST_CLIENT_ID, default consilium)
//   --scope "…"         scopes the client may be granted
//   --tool SLUG         the printed launch URLs open this tool (intent tool:SLUG), e.g. prevent
import { parseArgs } from 'node:util'

import { PATIENTS, patientLaunch, startTestEhr } from '../tests/ehr/test-ehr.ts'

const { values } = parseArgs({
  options: {
    app: { type: 'string', default: process.env.EHR_TEST_APP ?? 'http://127.0.0.1:3000' },
    port: { type: 'string', default: process.env.EHR_TEST_PORT ?? '3611' },
    'store-port': { type: 'string', default: process.env.EHR_TEST_STORE_PORT ?? '3612' },
    'client-id': { type: 'string', default: process.env.EHR_TEST_CLIENT_ID ?? 'consilium' },
    tool: { type: 'string' },
    scope: {
      type: 'string',
      default: 'launch launch/patient launch/encounter openid fhirUser online_access patient/*.rs patient/DocumentReference.c patient/Observation.c',
    },
  },
})

const app = new URL(values.app).origin
const ehr = await startTestEhr({
  port: Number(values.port),
  storePort: Number(values['store-port']),
  launchTtlSeconds: 24 * 3600,
  client: {
    clientId: values['client-id'],
    jwksUri: `${app}/.well-known/jwks.json`,
    redirectUris: [`${app}/smart/callback`],
    scope: values.scope,
  },
})

const lines = [
  'Test EHR running (synthetic patients only).',
  `  FHIR base (iss):      ${ehr.iss}`,
  `  SMART configuration:  ${ehr.iss}/.well-known/smart-configuration`,
  `  Authorization server: ${ehr.authorizationServer}`,
  `  FHIR store (no auth): ${ehr.fhirBaseDirect}`,
  `  Client: ${values['client-id']}, JWKS ${app}/.well-known/jwks.json, redirect ${app}/smart/callback`,
  `  Allow-list the issuer ${ehr.iss} for the app's organisation before launching.`,
  '',
  'EHR launch URLs (valid 24 h; a fresh one: curl -X POST -d \'{"patient":"pt-prevent-1"}\' ' + `${ehr.authorizationServer}/test/launch):`,
]
for (const key of Object.keys(PATIENTS) as (keyof typeof PATIENTS)[]) {
  const context = patientLaunch(key, values.tool ? { intent: `tool:${values.tool}` } : {})
  lines.push(`  ${PATIENTS[key].id.padEnd(14)} ${ehr.launchUrl(`${app}/smart/launch`, context)}`)
}
lines.push('', 'Ctrl-C stops it.')
console.log(lines.join('\n'))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void ehr.stop().then(() => process.exit(0))
  })
}
