/**
 * Brand and interface flavour, decided on the server from the request's host (spec 01 §1):
 * the consumer hosts get the consumer brand and the shared-decision flavour; every other
 * host gets the clinician brand and flavour.
 */
export type BrandVariant = 'clinician' | 'consumer'
export type Flavour = 'clinician' | 'shared-decision'

import type { Translations } from '#app/i18n/content-language.ts'

/** `translations`: the title and summary in other languages, keyed by language (`es`). */
export type Article = { title: string; summary: string; url: string; translations?: Translations<{ title: string; summary: string }> }

export type Brand = {
  variant: BrandVariant
  flavour: Flavour
  /** Product name shown in the header, titles and the search placeholder. */
  name: string
  /** External subscription information page (header About, opens a new tab). */
  aboutUrl: string
  /** Footer About: internal /about for clinicians, the consumer site's own About page otherwise. */
  footerAbout: { label: string; url: string; isExternal: boolean }
  helpUrl: string
  articles: Article[]
}

/** Two production-like and three test-like consumer hosts. */
export const DEFAULT_CONSUMER_HOSTS = [
  'patients.consilium.health',
  'choices.consilium.health',
  'patients.localhost',
  'patients.staging.consilium.health',
  'patients.qa.consilium.health',
] as const

export function parseHostList(value: string | undefined): string[] {
  if (!value) return [...DEFAULT_CONSUMER_HOSTS]
  return value
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
}

/** The host name of a request URL or Host header, lower-cased, without port or trailing dot. */
export function hostNameOf(host: string): string {
  const bare = host.trim().toLowerCase()
  const withoutPort = bare.startsWith('[') ? bare.slice(0, bare.indexOf(']') + 1) : bare.replace(/:\d+$/, '')
  return withoutPort.replace(/\.$/, '')
}

export type BrandConfig = {
  consumerHosts: string[]
  clinicianAboutUrl: string
  consumerAboutUrl: string
  helpUrl: string
}

const CONSUMER_ARTICLES: Article[] = [
  {
    title: 'What is shared decision-making?',
    summary: 'How you and your clinician can weigh the options together, using what matters most to you.',
    url: '/about#shared-decisions',
    translations: {
      es: {
        title: '¿Qué es la toma de decisiones compartida?',
        summary: 'Cómo usted y su profesional de salud pueden comparar juntos las opciones, según lo que más le importa a usted.',
      },
    },
  },
  {
    title: 'Reading risk numbers: "10 out of 100"',
    summary: 'Why our decision aids show chances as people out of 100 or 1,000, and how to read the pictures.',
    url: '/about#reading-risk',
    translations: {
      es: {
        title: 'Cómo leer las cifras de riesgo: «10 de cada 100»',
        summary: 'Por qué nuestras ayudas para decidir muestran las probabilidades como personas de cada 100 o de cada 1000, y cómo leer los dibujos.',
      },
    },
  },
  {
    title: 'Questions to ask at your next visit',
    summary: 'A short list that helps you get the information you need before you decide.',
    url: '/about#questions',
    translations: {
      es: {
        title: 'Preguntas para hacer en su próxima consulta',
        summary: 'Una lista breve que le ayuda a obtener la información que necesita antes de decidir.',
      },
    },
  },
]

export function resolveBrand(host: string, config: BrandConfig): Brand {
  const name = hostNameOf(host)
  const consumer = config.consumerHosts.includes(name)
  if (consumer) {
    return {
      variant: 'consumer',
      flavour: 'shared-decision',
      name: 'Consilium Choices',
      aboutUrl: config.consumerAboutUrl,
      footerAbout: { label: 'About Consilium Choices', url: config.consumerAboutUrl, isExternal: true },
      helpUrl: config.helpUrl,
      articles: CONSUMER_ARTICLES,
    }
  }
  return {
    variant: 'clinician',
    flavour: 'clinician',
    name: 'Consilium',
    aboutUrl: config.clinicianAboutUrl,
    footerAbout: { label: 'About', url: '/about', isExternal: false },
    helpUrl: config.helpUrl,
    articles: [],
  }
}
