import type { Translations } from '#app/i18n/content-language.ts'

/**
 * Category titles and kinds of tool in other languages, keyed by the English text the
 * definitions carry. The category's path stays the English slug, so links do not depend on
 * the language. A title missing here is shown in English, marked as such.
 */
export const CATEGORY_TITLES: Record<string, Translations<string>> = {
  Cardiology: { es: 'Cardiología' },
  'Critical care': { es: 'Cuidados intensivos' },
  'Dosing and body size': { es: 'Dosis y tamaño corporal' },
  'Emergency medicine': { es: 'Medicina de urgencias' },
  Endocrinology: { es: 'Endocrinología' },
  'Fluids and electrolytes': { es: 'Líquidos y electrolitos' },
  Haematology: { es: 'Hematología' },
  'Hepatology and gastroenterology': { es: 'Hepatología y gastroenterología' },
  'Infectious disease': { es: 'Enfermedades infecciosas' },
  'Mental health': { es: 'Salud mental' },
  Nephrology: { es: 'Nefrología' },
  Neurology: { es: 'Neurología' },
  'Nutrition and metabolism': { es: 'Nutrición y metabolismo' },
  Obstetrics: { es: 'Obstetricia' },
  Oncology: { es: 'Oncología' },
  Orthopaedics: { es: 'Ortopedia y traumatología' },
  Paediatrics: { es: 'Pediatría' },
  'Perioperative medicine': { es: 'Medicina perioperatoria' },
  Pulmonology: { es: 'Neumología' },
  'Risk and comorbidity': { es: 'Riesgo y comorbilidad' },
  // The whole collection is grouped by kind of tool.
  'Decision Aids': { es: 'Ayudas para decidir' },
  'Shared Decision Tools': { es: 'Herramientas para decisiones compartidas' },
  Calculators: { es: 'Calculadoras' },
  // The category types' titles.
  'Clinical Tools': { es: 'Herramientas clínicas' },
  'All Tools': { es: 'Todas las herramientas' },
}

/** The kind of a tool, shown as its badge. */
export const KIND_LABELS: Record<string, Translations<string>> = {
  'Decision Aid': { es: 'Ayuda para decidir' },
  'Shared Decision Tool': { es: 'Herramienta para decisiones compartidas' },
  Calculator: { es: 'Calculadora' },
}
