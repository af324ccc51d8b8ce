import breastSurgeryAid from './breast-cancer-surgery.ts'
import { translateAid } from './translate.ts'

/** Spanish version of the early breast cancer surgery aid: same options, numbers and sources (decision 0022). */
const breastSurgeryAidEs = translateAid(breastSurgeryAid, {
  language: 'es',
  name: 'Cáncer de mama en etapa temprana: cómo elegir la cirugía',
  description:
    'Compara la tumorectomía con radioterapia, la mastectomía y la mastectomía con reconstrucción de la mama: supervivencia, regreso del cáncer, otras operaciones, radioterapia, aspecto y recuperación.',
  eligibility:
    'Mujeres con cáncer de mama en etapa temprana (etapa I o II) a quienes se les puede hacer sin riesgo tanto una cirugía que conserva la mama como una mastectomía. No es para personas a quienes se les desaconseja una de las opciones (por ejemplo, varios tumores en distintas partes de la mama, o cuando no se puede dar radioterapia).',
  competingInterests:
    'Ninguno declarado. Ningún autor ni revisor tiene un interés económico en ninguna de las opciones de esta ayuda. El desarrollo fue financiado en su totalidad por Consilium, sin financiación externa.',
  contributorRoles: ['Revisión de la evidencia, redacción, cifras y revisión del lenguaje claro'],
  definitions: [
    {
      term: 'Tumorectomía',
      definition: 'Cirugía que quita el cáncer y un borde de tejido normal, y conserva la mama. También se llama cirugía conservadora de la mama.',
    },
    { term: 'Mastectomía', definition: 'Cirugía que quita toda la mama.' },
    { term: 'Reconstrucción de la mama', definition: 'Cirugía para dar una nueva forma de mama, con un implante o con tejido de su propio cuerpo.' },
    { term: 'Radioterapia', definition: 'Tratamiento con rayos de alta energía que destruyen las células de cáncer que quedan después de la cirugía.' },
    { term: 'Ganglios linfáticos', definition: 'Pequeñas glándulas debajo del brazo, adonde el cáncer de mama puede extenderse primero.' },
    { term: 'Recurrencia', definition: 'Cáncer que vuelve después del tratamiento.' },
  ],
  condition:
    'El cáncer de mama en etapa temprana es un cáncer que está solo en la mama y, a veces, en unos pocos ganglios linfáticos cercanos. Se puede quitar con cirugía. La mayoría de las personas recibe después otro tratamiento, como terapia hormonal o quimioterapia, sea cual sea la operación que elija.',
  decision: '¿Debo hacerme una tumorectomía con radioterapia, o una mastectomía, con o sin una nueva forma de mama hecha con reconstrucción?',
  doNothingRationale:
    'Sin tratamiento, el cáncer de mama sigue creciendo y puede extenderse. La cirugía suele ser el primer paso, por eso esta ayuda compara los tipos de cirugía. Cualquier persona puede rechazar la cirugía; el equipo de salud puede explicarle lo que eso significaría.',
  options: {
    lumpectomy_radiation: {
      name: 'Tumorectomía con radioterapia',
      parts: [
        { name: 'Tumorectomía', description: 'El cirujano quita el cáncer y un borde de tejido normal a su alrededor, y conserva el resto de la mama.' },
        { name: 'Radioterapia', description: 'Sesiones diarias en la mama durante 1 a 4 semanas, a partir de unas semanas después de la cirugía.' },
      ],
    },
    mastectomy: { name: 'Mastectomía' },
    mastectomy_reconstruction: {
      name: 'Mastectomía con reconstrucción',
      parts: [
        { name: 'Mastectomía', description: 'El cirujano quita toda la mama.' },
        {
          name: 'Reconstrucción de la mama',
          description: 'Se da una nueva forma de mama con un implante o con tejido de otra parte del cuerpo, en la misma operación o más adelante.',
        },
      ],
    },
  },
  questions: [
    {
      question: '¿Alguna de las opciones me ayudará a vivir más tiempo?',
      answers: {
        lumpectomy_radiation:
          'No. La supervivencia es la misma con cualquiera de las dos operaciones. En un estudio grande, unas 58 de cada 100 mujeres seguían vivas 20 años después.',
        mastectomy: 'No. La supervivencia es la misma con cualquiera de las dos operaciones. En el mismo estudio, unas 59 de cada 100 mujeres seguían vivas 20 años después.',
        mastectomy_reconstruction:
          'No. La supervivencia es la misma que con la mastectomía sola: unas 59 de cada 100 después de 20 años en ese estudio. Una nueva forma de mama no la cambia.',
      },
    },
    {
      question: '¿Qué probabilidad hay de que el cáncer vuelva en la misma mama o en el pecho?',
      answers: {
        lumpectomy_radiation:
          'En dos estudios grandes, volvió en la misma mama en 9 a 14 de cada 100 mujeres a lo largo de 20 años. Con los tratamientos de hoy pasa con menos frecuencia. Si vuelve, se suele tratar con una mastectomía.',
        mastectomy: 'Volvió en el pecho en unas 2 de cada 100 mujeres a lo largo de 20 años en un estudio grande.',
        mastectomy_reconstruction:
          'Lo mismo que con la mastectomía sola: unas 2 de cada 100 a lo largo de 20 años. La reconstrucción no oculta un regreso del cáncer.',
      },
    },
    {
      question: '¿Necesitaré otra operación?',
      answers: {
        lumpectomy_radiation:
          'Unas 23 de cada 100 mujeres de un estudio grande necesitaron una segunda operación para quitar más tejido. Hoy en día es menos frecuente.',
        mastectomy: 'Rara vez hace falta una segunda operación por el cáncer. Algunas mujeres eligen más adelante una reconstrucción.',
        mastectomy_reconstruction:
          'A menudo. La mayoría de las reconstrucciones necesita 2 o más operaciones. En los primeros 1 a 2 años, unas 25 a 35 de cada 100 mujeres tienen un problema, como una infección o un problema con el implante.',
      },
    },
    {
      question: '¿Necesitaré radioterapia?',
      answers: {
        lumpectomy_radiation:
          'Sí, casi siempre. Se da de lunes a viernes durante 1 a 4 semanas. Es común sentir cansancio y tener la piel roja y dolorida. Más adelante, la mama puede sentirse más firme o verse un poco más pequeña.',
        mastectomy: 'Por lo general, no. Puede hacer falta si el cáncer es grande o se ha extendido a varios ganglios linfáticos.',
        mastectomy_reconstruction:
          'Por lo general, no. Si hace falta, puede dañar la nueva forma de la mama y cambiar el momento o el tipo de reconstrucción.',
      },
    },
    {
      question: '¿Cómo me veré y cómo me sentiré?',
      answers: {
        lumpectomy_radiation:
          'Conserva su mama. Tendrá una cicatriz y puede cambiar de forma o de tamaño. La sensibilidad de la mama se mantiene en su mayor parte.',
        mastectomy:
          'Su pecho quedará plano de ese lado, con una cicatriz. Puede usar una prótesis de mama dentro del sostén. Se siente poco a lo largo de la cicatriz.',
        mastectomy_reconstruction:
          'Tendrá una nueva forma de mama debajo de la ropa. Tendrá cicatrices y no se sentirá como una mama natural; se pierde la mayor parte de la sensibilidad.',
      },
    },
    {
      question: '¿Cuánto dura la recuperación?',
      answers: {
        lumpectomy_radiation:
          'La mayoría se va a casa el mismo día y vuelve a sus actividades habituales en 1 a 2 semanas. Después vienen las sesiones de radioterapia.',
        mastectomy: 'La mayoría se queda en el hospital hasta 1 noche y se recupera en 3 a 4 semanas.',
        mastectomy_reconstruction:
          'La mayoría se queda en el hospital de 1 a 5 noches y se recupera en 4 a 8 semanas, más tiempo cuando se usa tejido de la barriga o de la espalda.',
      },
    },
  ],
  naturalFrequency: {
    timeFrame: 'a lo largo de 20 años para la supervivencia y el regreso del cáncer; en 2 años para otras operaciones',
    referenceClass: '100 mujeres con cáncer de mama en etapa temprana a quienes se les podía hacer cualquiera de las dos operaciones',
  },
  clinicalInformation: [
    {
      title: 'De dónde vienen las cifras',
      body:
        'Supervivencia y recurrencia local: el estudio de Milán (Veronesi 2002; tumores de hasta 2 cm) y el NSABP B-06 (Fisher 2002; tumores de hasta 4 cm), ambos con 20 años de seguimiento. Ninguno de los dos estudió la reconstrucción, que no cambia la supervivencia ni la recurrencia. Hoy la recurrencia local después de la cirugía conservadora es menor que en esos estudios.',
    },
    {
      title: 'Otros tratamientos',
      body:
        'La quimioterapia, la terapia hormonal y la terapia dirigida dependen de las características del cáncer, no de la operación elegida. La cirugía de los ganglios linfáticos (biopsia del ganglio centinela) se hace con cualquiera de las dos operaciones.',
    },
  ],
  uncertainty:
    'Las cifras de supervivencia y de recurrencia vienen de estudios que empezaron en los años 1970 y 1980. Los tratamientos han mejorado desde entonces, así que hoy las cifras son mejores para todas las opciones, pero los estudios siguen mostrando que las opciones son igual de buenas para la supervivencia. Las cifras de otras operaciones y de problemas con la reconstrucción varían mucho entre hospitales y cirujanos.',
  updatePolicy:
    'Se revisa al menos cada 12 meses. Una guía nueva, un estudio grande nuevo o una alerta de seguridad sobre cualquier opción inicia una revisión de inmediato. Cada versión indica cuándo se publicó, cuándo se revisó por última vez y cuándo toca la próxima revisión.',
  funding:
    'Sin financiación externa: la creó y la pagó el equipo de contenido clínico de Consilium. Ningún fabricante de medicamentos o dispositivos la pagó ni la revisó.',
  neutralityStatement:
    'Esta ayuda no recomienda ninguna opción. Muestra lo que se sabe de cada una para que usted y su médico puedan compararlas con lo que más le importa a usted.',
})

export default breastSurgeryAidEs
