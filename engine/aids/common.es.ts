import type { AidTranslation } from './translate.ts'

/** What every Consilium decision aid states the same way (common.ts), in Spanish. */
export const AID_STATEMENTS_ES = {
  competingInterests:
    'Ninguno declarado. Ningún autor ni revisor tiene un interés económico en ninguna de las opciones de esta ayuda. El desarrollo fue financiado en su totalidad por Consilium, sin financiación externa.',
  contributorRoles: ['Revisión de la evidencia, redacción, cifras y revisión del lenguaje claro'],
  updatePolicy:
    'Se revisa al menos cada 12 meses. Una guía nueva, un estudio grande nuevo o una alerta de seguridad sobre cualquier opción inicia una revisión de inmediato. Cada versión indica cuándo se publicó, cuándo se revisó por última vez y cuándo toca la próxima revisión.',
  funding:
    'Sin financiación externa: la creó y la pagó el equipo de contenido clínico de Consilium. Ningún fabricante de medicamentos o dispositivos la pagó ni la revisó.',
  neutralityStatement:
    'Esta ayuda no recomienda ninguna opción. Muestra lo que se sabe de cada una para que usted y su médico puedan compararlas con lo que más le importa a usted.',
} satisfies Partial<AidTranslation>

export const YES_NO_ES = { no: 'No', yes: 'Sí' }
export const SEX_ES = { female: 'Mujer', male: 'Hombre' }
