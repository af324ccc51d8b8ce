import { STATIN_GROUP_TEXT } from '../guidance/statin-benefit-groups.ts'
import { AID_STATEMENTS_ES, SEX_ES, YES_NO_ES } from './common.es.ts'
import statinAid, { EGFR_NOT_KNOWN } from './statins.ts'
import { type AidTranslation, translateAid } from './translate.ts'

const ADVISED = 'Se aconseja una estatina sea cual sea este número a 10 años: '
const GROUP_ES = {
  ascvd:
    'después de un infarto, un derrame cerebral u otra enfermedad de las arterias (ECVA clínica), las ecuaciones de riesgo de esta ayuda no se aplican y se aconseja una estatina de alta intensidad (guía de colesterol ACC/AHA 2018, §4.1).',
  ldl190: 'con un colesterol LDL de 190 mg/dL (4,9 mmol/L) o más, se aconseja una estatina de alta intensidad (guía de colesterol ACC/AHA 2018, §4.2).',
  diabetes:
    'con diabetes entre los 40 y los 75 años, se aconseja al menos una estatina de intensidad moderada (guía de colesterol ACC/AHA 2018, §4.3). Los números ayudan a elegir la dosis y a hablarlo.',
}
const capital = (t: string) => t[0]!.toUpperCase() + t.slice(1)

const threeIcons = (heading: string) => ({
  heading,
  labels: ['tendrían un infarto o un derrame cerebral de todos modos', 'evitarían un infarto o un derrame cerebral gracias a la estatina', 'no tendrían un infarto ni un derrame cerebral de todos modos'],
})

/** The Spanish texts of the aid; inputs, rules, numbers and sources stay the English aid's (decision 0022). */
export const STATIN_AID_ES_TEXTS: AidTranslation = {
  language: 'es',
  name: 'Estatinas para prevenir un primer infarto o derrame cerebral',
  description:
    'Ayuda a una persona y a su médico a decidir juntos si tomar una estatina: el riesgo a 10 años de un infarto o un derrame cerebral (con PREVENT, o con las ecuaciones de cohortes agrupadas si se eligen) y lo que cambiarían no tomar estatina, una estatina de intensidad moderada o una de alta intensidad, con los efectos secundarios con el mismo detalle.',
  eligibility:
    'Adultos de 30 a 79 años (40 a 79 con las ecuaciones de cohortes agrupadas) que nunca han tenido un infarto, un derrame cerebral ni otra enfermedad cardiovascular aterosclerótica, que no toman una estatina y cuyo colesterol LDL es menor de 190 mg/dL.',
  ...AID_STATEMENTS_ES,
  definitions: [
    { term: 'Estatina', definition: 'Una pastilla diaria que baja el colesterol LDL ("malo").' },
    { term: 'Infarto', definition: 'Daño del músculo del corazón cuando se tapa un vaso de sangre que lo alimenta.' },
    { term: 'Derrame cerebral', definition: 'Daño del cerebro cuando un vaso de sangre que lo alimenta se tapa o se rompe.' },
    { term: 'Intensidad', definition: 'Cuánto baja el colesterol LDL una dosis de estatina: la moderada, más o menos un tercio; la alta, la mitad o más.' },
    { term: 'Pastilla falsa (placebo)', definition: 'Una pastilla sin medicamento que se usa en los estudios para compararla con la de verdad.' },
  ],
  condition:
    'Un infarto o un derrame cerebral ocurre cuando se tapa un vaso de sangre del corazón o del cerebro. Su riesgo depende de su edad, su presión arterial, su colesterol, si fuma, si tiene diabetes y la salud de sus riñones. Una estatina es una pastilla diaria que baja el colesterol.',
  decision: '¿Debo tomar una estatina para bajar mi riesgo de un primer infarto o derrame cerebral?',
  options: {
    none: { name: 'Sin estatina por ahora' },
    moderate: { name: 'Estatina de intensidad moderada' },
    high: { name: 'Estatina de alta intensidad' },
  },
  questions: [
    {
      question: '¿Se me aconseja una estatina sea cual sea mi riesgo a 10 años?',
      answers: { none: '{{statin_group_plain}}', moderate: '{{statin_group_plain}}', high: '{{statin_group_plain}}' },
    },
    {
      question: 'De 100 personas como yo, ¿cuántas tendrán un infarto o un derrame cerebral en los próximos 10 años?',
      answers: {
        none: 'Unas {{events_option}} de cada 100 tendrán un infarto o un derrame cerebral. Las otras {{no_event}} no.',
        moderate: 'Unas {{events_option}} de cada 100 tendrán un infarto o un derrame cerebral, aun con la estatina.',
        high: 'Unas {{events_option}} de cada 100 tendrán un infarto o un derrame cerebral, aun con la estatina.',
      },
    },
    {
      question: '¿Cuántas de ellas evitarán un infarto o un derrame cerebral gracias a la estatina?',
      answers: {
        none: 'Ninguna. Sin estatina, nadie evita uno gracias a ella.',
        moderate: 'De cada 100, {{prevented_option_text}} evitarían un infarto o un derrame cerebral gracias a la estatina. Al resto le pasa lo mismo que sin estatina.',
        high: 'De cada 100, {{prevented_option_text}} evitarían un infarto o un derrame cerebral gracias a la estatina. Al resto le pasa lo mismo que sin estatina.',
      },
    },
    {
      question: '¿Me dará dolores musculares una estatina?',
      answers: {
        none: 'Sin estatina, no hay dolores por ella. Los dolores musculares son comunes de todos modos: en los estudios, 27 de cada 100 personas que tomaban pastillas falsas los tuvieron en unos 4 años.',
        moderate: 'Más o menos 1 de cada 100 tiene dolores causados por la estatina, sobre todo el primer año. La mayoría de los dolores que se sienten con una estatina no los causa ella.',
        high: 'Más o menos 1 de cada 100 tiene dolores causados por la estatina, sobre todo el primer año. Una dosis más alta añade un poco más.',
      },
    },
    {
      question: '¿Puede una estatina darme diabetes?',
      answers: {
        none: 'Una estatina no añade ningún riesgo.',
        moderate: 'Más o menos 1 persona más de cada 100 tiene diabetes en 10 años. La mayoría ya estaba cerca de tenerla.',
        high: 'Más o menos 3 personas más de cada 100 tienen diabetes en 10 años. La mayoría ya estaba cerca de tenerla.',
      },
    },
    {
      question: '¿Hay otros efectos secundarios?',
      answers: {
        none: 'Ninguno por una estatina.',
        moderate: 'Un análisis del hígado alterado pasa en menos de 1 de cada 100. El daño muscular grave es mucho más raro. Los dos se quitan al dejar la estatina.',
        high: 'Un análisis del hígado alterado pasa en menos de 1 de cada 100, un poco más que con una dosis más baja. El daño muscular grave es mucho más raro.',
      },
    },
    {
      question: '¿Qué tendría que hacer?',
      answers: {
        none: 'Ninguna pastilla. Los hábitos sanos siguen ayudando: no fumar, moverse más y mantener baja la presión. Su riesgo se puede volver a calcular en unos años.',
        moderate: 'Tomar una pastilla al día durante muchos años. Un análisis de sangre a los 1 a 3 meses muestra cuánto bajó su colesterol.',
        high: 'Tomar una pastilla al día, a una dosis más alta, durante muchos años. Un análisis de sangre a los 1 a 3 meses muestra cuánto bajó su colesterol.',
      },
    },
    {
      question: '¿Puedo cambiar de opinión más adelante?',
      answers: {
        none: 'Sí. Puede empezar una estatina en cualquier momento. El beneficio se va sumando mientras la toma.',
        moderate: 'Sí. Puede dejarla, cambiar a otra estatina o cambiar la dosis. El beneficio se pierde poco a poco al dejarla.',
        high: 'Sí. Puede dejarla, cambiarla o bajar a una dosis moderada si los efectos secundarios le molestan. El beneficio se pierde poco a poco al dejarla.',
      },
    },
  ],
  naturalFrequency: {
    timeFrame: 'en los próximos 10 años',
    referenceClass: '100 personas con la misma edad, sexo, presión arterial, colesterol y demás respuestas que usted',
  },
  clinicalInformation: [
    {
      title: 'Cómo se obtienen los números',
      body:
        'El riesgo a 10 años sin estatina sale de la ecuación PREVENT-ASCVD (modelo base; las ecuaciones de cohortes agrupadas si se eligen). El riesgo con estatina lo multiplica por 0,75 (intensidad moderada) o 0,64 (alta intensidad). Cada riesgo se redondea a personas enteras de cada 100. Las personas que evitan un evento nunca se muestran como más que el propio beneficio redondeado a personas enteras (un beneficio de menos de 1 de cada 100 se lee “menos de 1”), y el dibujo siempre suma 100.',
    },
    {
      title: 'Intensidad de la estatina',
      body: 'La intensidad moderada baja el LDL entre un 30 y un 49 % (por ejemplo, atorvastatina de 10 a 20 mg o rosuvastatina de 5 a 10 mg). La alta intensidad lo baja un 50 % o más (atorvastatina de 40 a 80 mg o rosuvastatina de 20 a 40 mg).',
    },
    {
      title: 'Qué eventos se cuentan',
      body:
        'PREVENT-ASCVD y las ecuaciones de cohortes agrupadas predicen un primer infarto, la muerte por enfermedad coronaria o un derrame cerebral. Los riesgos relativos de los estudios son de eventos vasculares mayores, que también cuentan los procedimientos para abrir arterias; aplicarlos a estos riesgos es la aproximación habitual.',
    },
  ],
  uncertainty:
    'El riesgo a 10 años es una estimación para un grupo de personas como usted; su propio riesgo puede ser más alto o más bajo. El efecto de la estatina viene de estudios con personas sobre todo mayores y de más riesgo, y el efecto de una dosis alta en la prevención de un primer evento es menos seguro que el de una dosis moderada. Las cifras de diabetes con la alta intensidad son las menos seguras. Un número que se muestra como 1 de cada 100 puede ser en realidad un poco menos o un poco más.',
  recordOnly: ['statin_group_note'],
  fields: {
    risk_model: {
      label: 'Ecuación de riesgo',
      help: 'PREVENT-ASCVD es la ecuación de la guía de colesterol ACC/AHA de 2026. Las ecuaciones de cohortes agrupadas de 2013 dan números más altos para la misma persona y usan la raza.',
      choices: { prevent: 'PREVENT (ACC/AHA 2026)', pce: 'Ecuaciones de cohortes agrupadas (2013)' },
    },
    age: {
      label: 'Edad',
      help: 'De 30 a 79 años con PREVENT; de 40 a 79 con las ecuaciones de cohortes agrupadas.',
      messages: ['Las ecuaciones de cohortes agrupadas son para edades de 40 a 79 años.'],
      rangeReason: 'Las ecuaciones PREVENT se obtuvieron en adultos de 30 a 79 años (Khan 2024) y no dan un riesgo fuera de estas edades.',
      units: 'años',
    },
    sex: { label: 'Sexo', choices: SEX_ES },
    race: {
      label: 'Raza (como la usan las ecuaciones)',
      help: 'Las ecuaciones solo existen para adultos blancos y afroamericanos. “Otra” usa las ecuaciones de los adultos blancos, que pueden sobrestimar o subestimar el riesgo (por ejemplo, en adultos de Asia oriental o hispanos).',
      choices: { white: 'Blanca', aa: 'Afroamericana', other: 'Otra' },
    },
    total_cholesterol: {
      label: 'Colesterol total',
      help: 'De 130 a 320 mg/dL (3,37 a 8,27 mmol/L). Anote el resultado actual, también si la persona toma una estatina.',
      messages: [
        'El colesterol total menos el HDL es de 190 mg/dL (4,91 mmol/L) o más, así que el colesterol LDL puede ser de 190 mg/dL o más. Revise el LDL: la hipercolesterolemia grave se trata por sí misma, sea cual sea el riesgo estimado.',
      ],
    },
    hdl_cholesterol: { label: 'Colesterol HDL', help: 'De 20 a 100 mg/dL (0,52 a 2,58 mmol/L).' },
    systolic_bp: {
      label: 'Presión arterial sistólica',
      help: 'De 90 a 200 mmHg; use la media de dos o más tomas sentado.',
      rangeReason: 'Las ecuaciones PREVENT aceptan presiones sistólicas de 90 a 200 mmHg (Khan 2024) y no dan un riesgo fuera de este rango.',
    },
    bp_treated: { label: 'Toma medicamentos para la presión alta', choices: YES_NO_ES },
    diabetes: { label: 'Diabetes', choices: YES_NO_ES },
    smoker: {
      label: 'Fuma actualmente',
      help: 'Fuma cigarrillos ahora, a diario o de vez en cuando (por ejemplo, algún cigarrillo en los últimos 30 días).',
      choices: YES_NO_ES,
    },
    egfr_method: {
      label: 'Función de los riñones (TFGe)',
      choices: { enter: 'Anotar la TFGe', creatinine: 'Calcular con la creatinina', unknown: `Se desconoce: se usa ${EGFR_NOT_KNOWN} (función renal normal)` },
    },
    egfr_entered: {
      label: 'TFGe',
      help: 'De 15 a 140, mejor con la ecuación CKD-EPI 2021 sin raza. Si el laboratorio solo da “> 60” o “> 90”, calcúlela con la creatinina.',
    },
    creatinine: {
      label: 'Creatinina en sangre',
      help: 'Resultado estandarizado (trazable a IDMS) con función renal estable. La TFGe se calcula con la ecuación CKD-EPI 2021 sin raza a partir de la creatinina, la edad y el sexo, y debe dar de 15 a 140.',
      messages: ['La TFGe calculada con esta creatinina (con la edad y el sexo) está fuera de 15 a 140 mL/min/1,73 m², el rango que aceptan las ecuaciones PREVENT.'],
      rangeReason:
        'El rango cubre toda creatinina en sangre que se puede medir en un paciente vivo, incluidas la insuficiencia renal sin orina y la rabdomiólisis; un valor fuera de él es un error de medida o de escritura.',
    },
    egfr_calculated: { label: 'TFGe (CKD-EPI 2021, sin raza)' },
    egfr_value: { label: 'TFGe usada' },
    clinical_ascvd: {
      label: 'Enfermedad cardiovascular aterosclerótica (ECVA) clínica conocida',
      help: 'Un infarto o síndrome coronario agudo previo, angina estable, una revascularización coronaria o de otra arteria, un derrame cerebral o AIT, o enfermedad arterial periférica. Las ecuaciones de riesgo son para personas sin ella.',
      choices: YES_NO_ES,
    },
    ldl_190: {
      label: 'Colesterol LDL de 190 mg/dL (4,9 mmol/L) o más',
      help: 'LDL sin tratar, antes de cualquier medicamento para bajar los lípidos.',
      choices: YES_NO_ES,
    },
    statin_group: { label: 'Grupo con beneficio de la estatina' },
    statin_group_note: { label: 'Grupo con beneficio de la estatina (para la nota clínica)' },
    statin_group_plain: {
      label: '¿Se aconseja una estatina sea cual sea el riesgo a 10 años?',
      values: {
        'Yes. After a heart attack, stroke or other artery disease (clinical ASCVD) the risk equations of this aid do not apply, and a high-intensity statin is advised (ACC/AHA 2018 cholesterol guideline, §4.1).': `Sí. ${capital(GROUP_ES.ascvd)}`,
        'Yes. With an LDL cholesterol of 190 mg/dL (4.9 mmol/L) or more, a high-intensity statin is advised (ACC/AHA 2018 cholesterol guideline, §4.2).': `Sí. ${capital(GROUP_ES.ldl190)}`,
        'Yes. With diabetes at age 40–75, at least a moderate-intensity statin is advised (ACC/AHA 2018 cholesterol guideline, §4.3). The numbers help choose the dose and talk it over.': `Sí. ${capital(GROUP_ES.diabetes)}`,
        'No. Here the choice rests on your 10-year chance and on what matters to you.': 'No. Aquí la decisión depende de su riesgo a 10 años y de lo que le importa a usted.',
      },
    },
    risk_band_plain: {
      label: 'Cómo llaman los médicos a este riesgo',
      values: { Low: 'Bajo', 'Borderline: a little raised': 'Limítrofe: un poco alto', 'Intermediate: in the middle': 'Intermedio: en el medio', High: 'Alto' },
    },
    guidance_plain: {
      label: 'Lo que dice la guía',
      values: {
        'You have had a heart attack, a stroke or a blocked blood vessel. These numbers are not for you. A high dose of a statin is most often advised. Talk with your care team.':
          'Usted ha tenido un infarto, un derrame cerebral o un vaso de sangre tapado. Estos números no son para usted. Casi siempre se aconseja una dosis alta de estatina. Hable con su equipo de salud.',
        'Your LDL cholesterol has been 190 or more. A high dose of a statin is most often advised, whatever your 10-year chance. Talk with your care team.':
          'Su colesterol LDL ha estado en 190 o más. Casi siempre se aconseja una dosis alta de estatina, sea cual sea su riesgo a 10 años. Hable con su equipo de salud.',
        'You have diabetes and you are 40 to 75. The guideline advises at least a medium dose of a statin, whatever your 10-year chance. Your chance helps choose the dose.':
          'Usted tiene diabetes y tiene de 40 a 75 años. La guía aconseja al menos una dosis media de estatina, sea cual sea su riesgo a 10 años. Su riesgo ayuda a elegir la dosis.',
        'This chance was worked out the older way, with the 2013 equations. Ask your care team what it means for you.':
          'Este riesgo se calculó de la forma antigua, con las ecuaciones de 2013. Pregunte a su equipo de salud qué quiere decir para usted.',
        'Your chance is low. At this level, healthy habits are the treatment. The guideline does not advise a statin for this chance alone.':
          'Su riesgo es bajo. A este nivel, el tratamiento son los hábitos sanos. La guía no aconseja una estatina solo por este riesgo.',
        'Your chance is a little raised. Whether to take a statin is your choice, with your care team. Other things, such as a high Lp(a) blood test, count towards one.':
          'Su riesgo es un poco alto. Tomar o no una estatina es su decisión, con su equipo de salud. Otras cosas, como un análisis de Lp(a) alto, cuentan a favor de tomarla.',
        'Your chance is in the middle. The guideline advises at least a medium dose of a statin if you and your care team agree. A heart scan for calcium can help if you are not sure.':
          'Su riesgo está en el medio. La guía aconseja al menos una dosis media de estatina si usted y su equipo de salud están de acuerdo. Un estudio del corazón para ver el calcio puede ayudar si no está seguro.',
        'Your chance is high. The guideline advises a high dose of a statin, along with healthy habits.':
          'Su riesgo es alto. La guía aconseja una dosis alta de estatina, junto con hábitos sanos.',
      },
    },
    statin_option: {
      label: 'Opción de estatina',
      choices: { none: 'Sin estatina', moderate: 'Estatina de intensidad moderada', high: 'Estatina de alta intensidad' },
    },
    ascvd_risk: { label: 'Riesgo a 10 años (fracción)' },
    ascvd_10y: { label: 'Riesgo a 10 años de un infarto o un derrame cerebral, sin estatina' },
    model_used: {
      label: 'Ecuación de riesgo usada',
      values: {
        'Pooled Cohort Equations (ACC/AHA 2013)': 'Ecuaciones de cohortes agrupadas (ACC/AHA 2013)',
        'PREVENT-ASCVD base model (AHA 2024), as used by the 2026 ACC/AHA guideline': 'Modelo base PREVENT-ASCVD (AHA 2024), el que usa la guía ACC/AHA de 2026',
      },
    },
    risk_category: {
      label: 'Categoría de riesgo',
      values: {
        'Low (under 5 %, 2018 ACC/AHA)': 'Bajo (menos del 5 %, ACC/AHA 2018)',
        'Borderline (5 % to under 7.5 %, 2018 ACC/AHA)': 'Limítrofe (del 5 % a menos del 7,5 %, ACC/AHA 2018)',
        'Intermediate (7.5 % to under 20 %, 2018 ACC/AHA)': 'Intermedio (del 7,5 % a menos del 20 %, ACC/AHA 2018)',
        'High (20 % or more, 2018 ACC/AHA)': 'Alto (20 % o más, ACC/AHA 2018)',
        'Low (under 3 %, 2026 ACC/AHA)': 'Bajo (menos del 3 %, ACC/AHA 2026)',
        'Borderline (3 % to under 5 %, 2026 ACC/AHA)': 'Limítrofe (del 3 % a menos del 5 %, ACC/AHA 2026)',
        'Intermediate (5 % to under 10 %, 2026 ACC/AHA)': 'Intermedio (del 5 % a menos del 10 %, ACC/AHA 2026)',
        'High (10 % or more, 2026 ACC/AHA)': 'Alto (10 % o más, ACC/AHA 2026)',
      },
    },
    guidance: {
      label: 'Lo que recomienda la guía',
      values: {
        [STATIN_GROUP_TEXT.ascvd]:
          'ECVA clínica: es prevención secundaria, y las ecuaciones de riesgo de prevención primaria (PREVENT, ecuaciones de cohortes agrupadas) no se aplican. Está indicada una estatina de alta intensidad, con el objetivo de bajar el LDL un 50 % o más (guía de colesterol ACC/AHA 2018, §4.1, clase I).',
        [STATIN_GROUP_TEXT.ldl190]:
          'LDL de 190 mg/dL (4,9 mmol/L) o más: está indicada una estatina de alta intensidad sin calcular el riesgo a 10 años (guía de colesterol ACC/AHA 2018, §4.2, clase I, de 20 a 75 años). El riesgo calculado orienta la conversación, no la indicación.',
        [`${STATIN_GROUP_TEXT.diabetes} `]:
          'Diabetes entre los 40 y los 75 años: está indicada una estatina de intensidad moderada sea cual sea el riesgo calculado (guía de colesterol ACC/AHA 2018, §4.3, recomendación 1, clase I, nivel A). El riesgo calculado orienta la intensidad: con varios factores de riesgo de ECVA, es razonable una estatina de alta intensidad (§4.3, recomendación 3, clase IIa). ',
        'The calculated 10-year risk is low: a moderate-intensity statin, with healthy habits.': 'El riesgo calculado a 10 años es bajo: una estatina de intensidad moderada, con hábitos sanos.',
        'The calculated 10-year risk is borderline: a moderate-intensity statin, with healthy habits.': 'El riesgo calculado a 10 años es limítrofe: una estatina de intensidad moderada, con hábitos sanos.',
        'The calculated 10-year risk is intermediate: at least a moderate-intensity statin.': 'El riesgo calculado a 10 años es intermedio: al menos una estatina de intensidad moderada.',
        'The calculated 10-year risk is high: a high-intensity statin.': 'El riesgo calculado a 10 años es alto: una estatina de alta intensidad.',
        'The 2018 ACC/AHA guideline used these Pooled Cohort bands: a risk discussion from 7.5 %, and a statin from 20 %. The 2026 guideline replaced them with PREVENT and lower bands.':
          'La guía ACC/AHA de 2018 usaba estos rangos de las cohortes agrupadas: hablar del riesgo desde el 7,5 %, y una estatina desde el 20 %. La guía de 2026 los cambió por PREVENT y rangos más bajos.',
        'Low risk: healthy habits are the treatment at this level; a statin is not recommended for this risk alone (2026 ACC/AHA).':
          'Riesgo bajo: a este nivel, el tratamiento son los hábitos sanos; no se recomienda una estatina solo por este riesgo (ACC/AHA 2026).',
        'Borderline risk: a personal decision; risk-enhancing factors such as a raised lipoprotein(a) count towards a statin (2026 ACC/AHA).':
          'Riesgo limítrofe: una decisión personal; los factores que aumentan el riesgo, como una lipoproteína(a) alta, inclinan hacia una estatina (ACC/AHA 2026).',
        'Intermediate risk: at least a moderate-intensity statin after a shared decision; a coronary calcium score helps if unsure (2026 ACC/AHA).':
          'Riesgo intermedio: al menos una estatina de intensidad moderada tras una decisión compartida; una puntuación de calcio coronario ayuda si hay dudas (ACC/AHA 2026).',
        'High risk: a high-intensity statin, with healthy habits (2026 ACC/AHA).': 'Riesgo alto: una estatina de alta intensidad, con hábitos sanos (ACC/AHA 2026).',
      },
    },
    rr_option: { label: 'Riesgo relativo con la opción' },
    events_none: { label: 'De cada 100: infarto o derrame cerebral en 10 años sin estatina' },
    no_event: { label: 'De cada 100: sin infarto ni derrame cerebral en 10 años sin estatina' },
    events_moderate: { label: 'De cada 100: infarto o derrame cerebral en 10 años con una estatina de intensidad moderada' },
    events_high: { label: 'De cada 100: infarto o derrame cerebral en 10 años con una estatina de alta intensidad' },
    prevented_moderate: { label: 'De cada 100: evitados con una estatina de intensidad moderada' },
    prevented_high: { label: 'De cada 100: evitados con una estatina de alta intensidad' },
    events_option: { label: 'De cada 100: infarto o derrame cerebral en 10 años con esta opción' },
    prevented_option: { label: 'De cada 100: evitados gracias a esta opción' },
    prevented_option_graph: { label: 'De cada 100, en el dibujo: evitados gracias a esta opción' },
    prevented_option_text: { label: 'De cada 100, en palabras: evitados gracias a esta opción', values: { 'fewer than 1': 'menos de 1' } },
    keydata_warning: {
      label: 'Antes de usar estos números',
      values: {
        [`A statin is advised whatever this 10-year number: after a heart attack, stroke or other artery disease (clinical ASCVD) the risk equations of this aid do not apply, and a high-intensity statin is advised (ACC/AHA 2018 cholesterol guideline, §4.1).`]: `${ADVISED}${GROUP_ES.ascvd}`,
        [`A statin is advised whatever this 10-year number: with an LDL cholesterol of 190 mg/dL (4.9 mmol/L) or more, a high-intensity statin is advised (ACC/AHA 2018 cholesterol guideline, §4.2).`]: `${ADVISED}${GROUP_ES.ldl190}`,
        [`A statin is advised whatever this 10-year number: with diabetes at age 40–75, at least a moderate-intensity statin is advised (ACC/AHA 2018 cholesterol guideline, §4.3). The numbers help choose the dose and talk it over.`]: `${ADVISED}${GROUP_ES.diabetes}`,
        'These numbers are for people who have not had a heart attack or stroke and do not take a statin. They are estimates for a group of people with the same answers, not a forecast for one person.':
          'Estos números son para personas que no han tenido un infarto ni un derrame cerebral y no toman una estatina. Son estimaciones para un grupo de personas con las mismas respuestas, no una predicción para una persona.',
      },
    },
    header_none: { label: 'Sin estatina' },
    header_moderate: { label: 'Estatina de intensidad moderada' },
    header_high: { label: 'Estatina de alta intensidad' },
    array_none: {
      icons: [{ heading: '100 personas como usted sin estatina, en 10 años', labels: ['tendrían un infarto o un derrame cerebral', 'no lo tendrían'] }],
    },
    array_moderate: { icons: [threeIcons('100 personas como usted que toman una estatina de intensidad moderada, en 10 años')] },
    array_high: { icons: [threeIcons('100 personas como usted que toman una estatina de alta intensidad, en 10 años')] },
  },
}

const statinAidEs = translateAid(statinAid, STATIN_AID_ES_TEXTS)

export default statinAidEs
