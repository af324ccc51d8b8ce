import { getEnv } from '#app/utils/env.server.ts'

import { parseHostList, resolveBrand, type Brand } from './brand.ts'

/** The brand for a request, from the host the browser asked for. */
export function brandForRequest(request: Request): Brand {
  const env = getEnv()
  return resolveBrand(new URL(request.url).host, {
    consumerHosts: parseHostList(env.CONSUMER_HOSTS),
    clinicianAboutUrl: env.ABOUT_URL,
    consumerAboutUrl: env.CONSUMER_ABOUT_URL,
    helpUrl: env.HELP_URL,
  })
}
