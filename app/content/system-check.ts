import type { Language } from '#app/i18n/config.ts'

import type { CheckId } from '#app/system-check/system-check.server.ts'

/** Texts of /systemcheck, kept out of the shared locale files (which every page loads). */
export type SystemCheckText = {
  title: string
  intro: string
  allOk: string
  /** `{count}` becomes the number of failed checks. */
  someFailed: string
  /** `{time}` becomes the time of the run. */
  caption: string
  part: string
  status: string
  time: string
  detail: string
  ok: string
  failed: string
  runAgain: string
  checks: Record<CheckId, string>
  pageNotAvailableBody: string
}

export const SYSTEM_CHECK_TEXT: Record<Language, SystemCheckText> = {
  'en-US': {
    title: 'System Check',
    intro: 'Each part of the service is checked on the server, all at once, each with a time limit.',
    allOk: 'All checks passed.',
    someFailed: 'Checks that failed: {count}.',
    caption: 'Results of the checks run at {time} (UTC); times in milliseconds',
    part: 'Part',
    status: 'Status',
    time: 'Time (ms)',
    detail: 'Detail',
    ok: 'ok',
    failed: 'failed',
    runAgain: 'Run again',
    checks: {
      database: 'Database',
      sessions: 'Session store',
      toolLibrary: 'Tool library',
      executor: 'Calculation engine',
      searchIndex: 'Search index',
      pdfRenderer: 'PDF renderer',
      qrRenderer: 'QR code renderer',
      locales: 'Language files',
      staticAssets: 'Static files',
      experimentFlags: 'Experiment flags',
      rateLimits: 'Rate-limit store',
      analytics: 'Analytics store',
      feedback: 'Feedback store',
    },
    pageNotAvailableBody: 'This page is not available at the moment.',
  },
  es: {
    title: 'Comprobación del sistema',
    intro: 'Cada parte del servicio se comprueba en el servidor, todas a la vez, cada una con un límite de tiempo.',
    allOk: 'Todas las comprobaciones son correctas.',
    someFailed: 'Comprobaciones fallidas: {count}.',
    caption: 'Resultados de las comprobaciones realizadas el {time} (UTC); tiempos en milisegundos',
    part: 'Parte',
    status: 'Estado',
    time: 'Tiempo (ms)',
    detail: 'Detalle',
    ok: 'correcto',
    failed: 'fallido',
    runAgain: 'Volver a comprobar',
    checks: {
      database: 'Base de datos',
      sessions: 'Almacén de sesiones',
      toolLibrary: 'Biblioteca de herramientas',
      executor: 'Motor de cálculo',
      searchIndex: 'Índice de búsqueda',
      pdfRenderer: 'Generador de PDF',
      qrRenderer: 'Generador de códigos QR',
      locales: 'Archivos de idioma',
      staticAssets: 'Archivos estáticos',
      experimentFlags: 'Indicadores de experimentos',
      rateLimits: 'Almacén de límites de uso',
      analytics: 'Almacén de analítica',
      feedback: 'Almacén de comentarios',
    },
    pageNotAvailableBody: 'Esta página no está disponible en este momento.',
  },
}
