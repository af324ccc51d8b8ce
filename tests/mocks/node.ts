import { setupServer } from 'msw/node'

import { handlers } from './handlers.ts'

// Only systems outside the product are mocked (EHR/FHIR servers, external documents).
export const server = setupServer(...handlers)
