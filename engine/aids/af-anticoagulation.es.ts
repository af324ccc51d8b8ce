import afAid from './af-anticoagulation.ts'
import { AID_STATEMENTS_ES, SEX_ES, YES_NO_ES } from './common.es.ts'
import { type AidTranslation, translateAid } from './translate.ts'

/** AF_OUTCOME in Spanish: the composite the CHA₂DS₂-VASc rates count. */
const OUTCOME = 'derrame cerebral, AIT o embolia sistémica'
/** With its articles, after a verb: "tendrán un derrame cerebral, un AIT o una embolia sistémica". */
const AN_OUTCOME = 'un derrame cerebral, un AIT o una embolia sistémica'
const PER_YEAR = 'De cada 1000 al año'

const strokeIcons = (heading: string) => ({
  heading,
  labels: [`tendrían ${AN_OUTCOME} de todos modos`, `evitarían ${AN_OUTCOME} gracias al medicamento`, 'no lo tendrían de todos modos'],
})

/** The Spanish texts of the aid; inputs, rules, numbers and sources stay the English aid's (decision 0022). */
export const AF_AID_ES_TEXTS: AidTranslation = {
  language: 'es',
  name: 'Fibrilación auricular: cómo elegir la prevención del derrame cerebral',
  description:
    'Ayuda a una persona con fibrilación auricular y a su médico a comparar no tomar anticoagulante, la warfarina y un anticoagulante oral directo (ACOD): derrames cerebrales y sangrados graves de cada 1000 personas al año, según las puntuaciones CHA₂DS₂-VASc y HAS-BLED.',
  eligibility:
    'Adultos con fibrilación o aleteo auricular que no se debe a una estenosis mitral moderada o grave ni a una válvula cardíaca mecánica, y que están decidiendo si tomar un medicamento que hace la sangre más líquida (anticoagulante).',
  ...AID_STATEMENTS_ES,
  definitions: [
    { term: 'Fibrilación auricular (FA)', definition: 'Un latido irregular, a menudo rápido, que empieza en las cavidades de arriba del corazón.' },
    { term: 'Anticoagulante', definition: 'Un medicamento que hace que se formen menos coágulos en la sangre. A veces se le llama "pastilla para hacer la sangre más líquida".' },
    { term: 'Warfarina', definition: 'Un anticoagulante más antiguo. Su dosis se ajusta con análisis de sangre INR frecuentes.' },
    { term: 'ACOD', definition: 'Anticoagulante oral directo: apixabán, dabigatrán, edoxabán o rivaroxabán. Dosis fijas, sin análisis INR.' },
    { term: 'INR', definition: 'Un análisis de sangre que muestra cuánto tarda en coagular la sangre con la warfarina.' },
    { term: 'AIT (mini derrame)', definition: 'Un corte breve del paso de sangre al cerebro que da síntomas de derrame durante minutos u horas y luego se quita.' },
    { term: 'Embolia sistémica', definition: 'Un coágulo que sale del corazón y tapa una arteria en otra parte del cuerpo, como una pierna, el intestino o un riñón.' },
    { term: 'Sangrado grave', definition: 'Un sangrado que necesita ingreso en el hospital o una transfusión de sangre, o que ocurre en el cerebro u otro lugar vital.' },
  ],
  condition:
    'La fibrilación auricular es un latido irregular del corazón. La sangre se puede acumular en el corazón y formar un coágulo. Si un coágulo llega al cerebro, causa un derrame cerebral. Los anticoagulantes hacen que los coágulos sean menos probables, pero hacen más probable sangrar.',
  decision: '¿Debo tomar un anticoagulante para bajar mi riesgo de un derrame cerebral y, si es así, cuál?',
  options: {
    none: { name: 'Sin anticoagulante' },
    warfarin: { name: 'Warfarina' },
    doac: { name: 'ACOD' },
  },
  questions: [
    {
      question: `De 1000 personas como yo, ¿cuántas tendrán ${AN_OUTCOME} cada año?`,
      answers: {
        none: `Unas {{strokes_option}} de cada 1000 tendrán ${AN_OUTCOME} cada año. Las otras {{no_stroke}} no.`,
        warfarin: `Unas {{strokes_option}} de cada 1000 tendrán ${AN_OUTCOME} cada año, aun con warfarina.`,
        doac: `Unas {{strokes_option}} de cada 1000 tendrán ${AN_OUTCOME} cada año, aun con un ACOD.`,
      },
    },
    {
      question: '¿Cuántos derrames cerebrales, AIT o embolias sistémicas evita cada año?',
      answers: {
        none: 'Ninguno. Sin anticoagulante, no se evita ninguno gracias a él.',
        warfarin: 'De cada 1000, {{prevented_option_text}} al año. La warfarina baja el riesgo de un derrame cerebral en unos dos tercios.',
        doac: 'De cada 1000, {{prevented_option_text}} al año. Un ACOD funciona un poco mejor que la warfarina.',
      },
    },
    {
      question: 'De 1000 personas como yo, ¿cuántas tendrán un sangrado grave cada año?',
      answers: {
        none: 'Unas {{bleeds_option}} de cada 1000. Algunos sangrados graves ocurren sin anticoagulante.',
        warfarin: 'Unas {{bleeds_option}} de cada 1000. Son unas {{bleeds_extra_option}} más que sin anticoagulante.',
        doac: 'Unas {{bleeds_option}} de cada 1000. Son unas {{bleeds_extra_option}} más que sin anticoagulante.',
      },
    },
    {
      question: '¿Y los sangrados en el cerebro o en el intestino?',
      answers: {
        none: 'Un anticoagulante no añade ningún riesgo.',
        warfarin: 'Sangrar en el cerebro es raro, pero la warfarina lo hace más probable. Los sangrados del estómago y del intestino son los sangrados graves más comunes.',
        doac: 'Más o menos la mitad de sangrados en el cerebro que con warfarina. Los sangrados del intestino son un poco más comunes que con warfarina.',
      },
    },
    {
      question: '¿Cómo sería mi vida diaria?',
      answers: {
        none: 'Ninguna pastilla ni análisis de sangre por esto. Su riesgo de un derrame cerebral sigue más alto.',
        warfarin: 'Una pastilla al día. Análisis de sangre (INR) cada 1 a 4 semanas, con cambios de dosis. Algunos alimentos y medicamentos cambian su efecto.',
        doac: 'Una o dos pastillas al día. Sin análisis INR frecuentes, pero con un análisis de los riñones al menos una vez al año. Olvidar dosis importa más.',
      },
    },
    {
      question: '¿Y si necesito una operación, me caigo o empiezo a sangrar?',
      answers: {
        none: 'Nada más que planear.',
        warfarin: 'Casi siempre se deja unos 5 días antes de una operación. Su efecto se puede revertir en una urgencia.',
        doac: 'Casi siempre se deja de 1 a 3 días antes de una operación. Hay medicamentos de urgencia para revertir cada ACOD.',
      },
    },
    {
      question: '¿Puedo cambiar de opinión más adelante?',
      answers: {
        none: 'Sí. Puede empezar un anticoagulante en cualquier momento. Su riesgo de un derrame cerebral sube con la edad.',
        warfarin: 'Sí. Puede cambiar a un ACOD o dejarla. Al dejarla, el riesgo de derrame vuelve.',
        doac: 'Sí. Puede cambiar a warfarina o dejarlo. Al dejarlo, el riesgo de derrame vuelve.',
      },
    },
  ],
  naturalFrequency: {
    timeFrame: 'cada año',
    referenceClass: '1000 personas con fibrilación auricular y las mismas puntuaciones CHA₂DS₂-VASc y HAS-BLED que usted',
  },
  clinicalInformation: [
    {
      title: 'Cómo se obtienen los números',
      body:
        'Derrame cerebral, AIT o embolia sistémica: la tasa anual de este conjunto de eventos sin anticoagulación para la puntuación CHA₂DS₂-VASc (cohorte sueca de FA, Friberg 2012, tabla 2), × 0,36 con warfarina (Hart 2007, medido en derrame cerebral) y × 0,29 (0,36 × 0,81) con un ACOD (Ruff 2014, medido en derrame cerebral o embolia sistémica); aplicar estos efectos al conjunto es una aproximación. Sangrados graves: la tasa anual de HAS-BLED tomada como la tasa con warfarina; 3 de cada 1000 menos sin anticoagulación y × 0,86 con un ACOD. Cada cifra se redondea a personas enteras de cada 1000; las personas que evitan un evento nunca se muestran como más que el beneficio redondeado por sí solo.',
    },
    {
      title: 'A quién no se aplican estos números',
      body:
        'No son para la estenosis mitral moderada o grave ni para una válvula mecánica (se necesita warfarina), ni para la enfermedad grave de los riñones, donde las dosis y la evidencia de los ACOD son distintas. Una puntuación HAS-BLED de 3 o más pide corregir lo que se pueda (presión arterial, otros medicamentos, alcohol); por sí sola no es una razón para evitar la anticoagulación.',
    },
    {
      title: 'Aspirina',
      body: 'La aspirina sola evita muchos menos derrames cerebrales que los anticoagulantes y también causa sangrados; las guías no la aconsejan para prevenir el derrame cerebral en la fibrilación auricular.',
    },
  ],
  uncertainty:
    'Las tasas de derrame cerebral vienen de una sola cohorte grande y son menos seguras en las puntuaciones más altas, donde se estudiaron pocas personas. Las cifras de sangrado son más aproximadas: vienen de una cohorte más pequeña de personas con tratamientos variados, y las cifras de sangrado sin tratamiento y con ACOD se calculan a partir de los estudios en vez de medirse directamente. Tome cada número como la mejor estimación, que podría ser algo más alta o más baja.',
  fields: {
    age: { label: 'Edad', help: 'De 65 a 74: 1 punto; 75 o más: 2 puntos.', units: 'años' },
    sex: { label: 'Sexo', choices: SEX_ES },
    chf: {
      label: 'Antecedente de insuficiencia cardíaca congestiva',
      help: 'Signos o síntomas de insuficiencia cardíaca, o prueba objetiva de una fracción de eyección reducida.',
      choices: YES_NO_ES,
    },
    hypertension: {
      label: 'Antecedente de hipertensión',
      help: 'Presión arterial en reposo mayor de 140/90 mmHg en al menos dos ocasiones, o tratamiento actual.',
      choices: YES_NO_ES,
    },
    stroke_tia: { label: 'Antecedente de derrame cerebral, AIT o tromboembolia', choices: YES_NO_ES },
    vascular: {
      label: 'Antecedente de enfermedad vascular',
      help: 'Infarto de miocardio previo, enfermedad arterial periférica o placa en la aorta.',
      choices: YES_NO_ES,
    },
    diabetes: { label: 'Diabetes mellitus', choices: YES_NO_ES },
    uncontrolled_bp: { label: 'Hipertensión no controlada', help: 'Presión arterial sistólica mayor de 160 mmHg.', choices: YES_NO_ES },
    renal_liver: {
      label: 'Función de los riñones o del hígado alterada',
      help: 'Marque cada una que corresponda (1 punto cada una), o marque "Ninguna".',
      background: [
        'Riñones: diálisis de larga duración, un trasplante de riñón o creatinina en sangre ≥ 200 µmol/L (2,26 mg/dL).',
        'Hígado: enfermedad crónica del hígado, como la cirrosis, o bilirrubina mayor de 2 × el límite alto de lo normal con AST, ALT o fosfatasa alcalina mayores de 3 × el límite alto de lo normal.',
      ],
      choices: { renal: 'Función de los riñones alterada', liver: 'Función del hígado alterada', none: 'Ninguna' },
      messages: ['"Ninguna" no se puede marcar junto con una función de los riñones o del hígado alterada.'],
    },
    bleeding: {
      label: 'Antecedente de sangrado grave o tendencia a sangrar',
      help: 'Un sangrado grave previo, o una tendencia a sangrar, como anemia, plaquetas bajas o un trastorno de la coagulación.',
      choices: YES_NO_ES,
    },
    warfarin: {
      label: 'Toma warfarina u otro antagonista de la vitamina K',
      help: 'El control del INR solo se puntúa en pacientes que toman un antagonista de la vitamina K.',
      choices: YES_NO_ES,
    },
    labile_inr: {
      label: 'INR inestable',
      help: 'Valores de INR inestables o altos, o tiempo en el rango terapéutico menor del 60 %.',
      choices: YES_NO_ES,
    },
    drugs: {
      label: 'Medicamentos que aumentan el sangrado',
      help: 'Antiagregantes al mismo tiempo (como la aspirina o el clopidogrel) o antiinflamatorios no esteroideos (AINE).',
      choices: YES_NO_ES,
    },
    alcohol: { label: 'Exceso de alcohol', help: '8 o más bebidas a la semana.', choices: YES_NO_ES },
    anticoagulant_option: { label: 'Opción', choices: { none: 'Sin anticoagulante', warfarin: 'Warfarina', doac: 'ACOD' } },
    cha2ds2_vasc_score: { label: 'Puntuación CHA₂DS₂-VASc', units: 'puntos' },
    has_bled_score: { label: 'Puntuación HAS-BLED', units: 'puntos' },
    stroke_rate: { label: `${OUTCOME[0]!.toUpperCase()}${OUTCOME.slice(1)} al año (cohorte sueca de FA, sin anticoagulación)`, units: '% al año' },
    bleed_rate: { label: 'Sangrados graves por cada 100 pacientes-año con esta puntuación (Euro Heart Survey)', units: 'por cada 100 pacientes-año' },
    stroke_interpretation: {
      label: 'Interpretación',
      values: {
        'Low risk: anticoagulation is generally not recommended.': 'Riesgo bajo: en general no se recomienda la anticoagulación.',
        'Intermediate risk: anticoagulation may be considered after a shared decision.': 'Riesgo intermedio: se puede considerar la anticoagulación tras una decisión compartida.',
        'High risk: oral anticoagulation is recommended unless contraindicated.': 'Riesgo alto: se recomienda la anticoagulación oral, salvo que esté contraindicada.',
      },
    },
    bleed_interpretation: {
      label: 'Interpretación',
      values: {
        'Low bleeding risk (0–1 points). Keep reviewing bleeding risk factors at follow-up.':
          'Riesgo de sangrado bajo (0–1 puntos). Siga revisando los factores de riesgo de sangrado en las visitas de control.',
        'Moderate bleeding risk (2 points). Correct any modifiable risk factors and review at follow-up.':
          'Riesgo de sangrado moderado (2 puntos). Corrija los factores de riesgo modificables y revise en las visitas de control.',
        'High bleeding risk (3 or more points). Find and correct modifiable risk factors (blood pressure, INR control, antiplatelet or NSAID use, alcohol) and review more often. A high score alone is not a reason to withhold anticoagulation.':
          'Riesgo de sangrado alto (3 o más puntos). Busque y corrija los factores de riesgo modificables (presión arterial, control del INR, uso de antiagregantes o AINE, alcohol) y revise más a menudo. Una puntuación alta por sí sola no es una razón para no anticoagular.',
      },
    },
    strokes_none: { label: `${PER_YEAR}: ${OUTCOME} sin anticoagulante` },
    no_stroke: { label: `${PER_YEAR}: sin ${OUTCOME} sin anticoagulante` },
    strokes_warfarin: { label: `${PER_YEAR}: ${OUTCOME} con warfarina` },
    strokes_doac: { label: `${PER_YEAR}: ${OUTCOME} con un ACOD` },
    prevented_warfarin: { label: `${PER_YEAR}: ${OUTCOME} evitados con warfarina` },
    prevented_doac: { label: `${PER_YEAR}: ${OUTCOME} evitados con un ACOD` },
    bleeds_warfarin: { label: `${PER_YEAR}: sangrados graves con warfarina` },
    bleeds_none: { label: `${PER_YEAR}: sangrados graves sin anticoagulante` },
    bleeds_doac: { label: `${PER_YEAR}: sangrados graves con un ACOD` },
    strokes_option: { label: `${PER_YEAR}: ${OUTCOME} con esta opción` },
    prevented_option: { label: `${PER_YEAR}: ${OUTCOME} evitados gracias a esta opción` },
    prevented_option_graph: { label: `${PER_YEAR}, en el dibujo: ${OUTCOME} evitados gracias a esta opción` },
    prevented_option_text: { label: `${PER_YEAR}, en palabras: ${OUTCOME} evitados gracias a esta opción`, values: { 'fewer than 1': 'menos de 1' } },
    bleeds_option: { label: `${PER_YEAR}: sangrados graves con esta opción` },
    bleeds_extra_option: { label: `${PER_YEAR}: sangrados graves de más con esta opción` },
    keydata_warning: {
      label: 'Antes de usar estos números',
      values: {
        'These are yearly numbers for a group of 1000 people with the same scores. The rates of stroke, TIA or systemic embolism come from people not taking a blood thinner; bleeding rates from people mostly on warfarin. Aspirin alone is not advised to prevent stroke in atrial fibrillation.':
          'Son números de un año para un grupo de 1000 personas con las mismas puntuaciones. Las tasas de derrame cerebral, AIT o embolia sistémica vienen de personas que no tomaban anticoagulante; las de sangrado, de personas que tomaban sobre todo warfarina. No se aconseja la aspirina sola para prevenir el derrame cerebral en la fibrilación auricular.',
      },
    },
    header_none: { label: 'Sin anticoagulante' },
    header_warfarin: { label: 'Warfarina' },
    header_doac: { label: 'ACOD (apixabán, dabigatrán, edoxabán o rivaroxabán)' },
    array_none: { icons: [{ heading: '1000 personas como usted sin anticoagulante, en 1 año', labels: [`tendrían ${AN_OUTCOME}`, 'no lo tendrían'] }] },
    array_warfarin: { icons: [strokeIcons('1000 personas como usted que toman warfarina, en 1 año')] },
    array_doac: { icons: [strokeIcons('1000 personas como usted que toman un ACOD, en 1 año')] },
  },
}

const afAidEs = translateAid(afAid, AF_AID_ES_TEXTS)

export default afAidEs
