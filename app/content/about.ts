import type { Language } from '#app/i18n/config.ts'

import type { ContentPage } from './types.ts'

/** Anchors the consumer home's articles link to (app/brand/brand.ts). */
export const PATIENT_SECTION_IDS = ['shared-decisions', 'reading-risk', 'questions'] as const

export const ABOUT: Record<Language, ContentPage> = {
  'en-US': {
    title: 'About {brand}',
    description:
      '{brand} offers clinical calculators and shared decision-making aids, each built from primary sources, tested against published reference values and reviewed by clinicians.',
    intro: [
      '{brand} is a library of clinical calculators and shared decision-making aids. Each tool turns published research into a clear answer for one patient: a score, an estimated risk, or a side-by-side view of the options and what they mean.',
      'We want the evidence to be at hand in the few minutes a visit allows, and to be honest about what it can and cannot tell.',
    ],
    contents: 'On this page',
    sections: [
      {
        id: 'who-it-is-for',
        heading: 'Who it is for',
        paragraphs: [
          'Clinicians use {brand} during and between visits: physicians, nurses, pharmacists and other professionals who need a validated score or risk estimate quickly, with its source and its limits in view.',
          'Patients and families use our consumer site to prepare for a decision, to read about their options in plain language, and to bring better questions to their clinician. Our tools support a conversation with a clinician; they do not replace one.',
        ],
      },
      {
        id: 'how-tools-are-made',
        heading: 'How our tools are made',
        paragraphs: ['Every tool follows the same path from evidence to release.'],
        list: [
          'Primary sources first. We build each calculator from the original publication that derived or validated it, and each decision aid from systematic reviews and major trials. Where sources disagree, we say which one we follow and why.',
          'Definitions as versioned content. A tool is written as a structured definition: its inputs, units, formulas, rules and texts. Each definition carries a version number, so any result can be traced to the exact version that produced it.',
          'Reference test vectors. Each definition includes worked examples with the values published by its authors. Our automated checks run every example before a release, and a tool that does not reproduce its published values is not released.',
          'Clinical review before release. A clinician who did not write the tool checks its inputs, wording, result interpretation and references before it goes live.',
          'Citations on every tool. Each tool page lists the references behind it, so that you can check the source yourself.',
          'Valid ranges. Every numeric input has a range taken from its source population or from physiology. A value outside that range is refused with an explanation rather than quietly turned into a misleading result.',
        ],
      },
      {
        id: 'review-and-updates',
        heading: 'How tools are reviewed and updated',
        paragraphs: [
          'Each tool is reviewed at least once a year, and sooner when a new guideline, a major trial or a safety notice bears on it.',
        ],
        list: [
          'Change log by version. Every change to a tool raises its version number and is recorded in its change log, with the date and the reason.',
          'Reporting errors. If something looks wrong, please tell us with the Feedback form at the bottom of every page and choose "Error in content". An editor reads every report; confirmed errors are corrected and noted in the change log.',
          'Retiring tools. A tool that is no longer supported by current evidence is withdrawn, and its page says what replaced it.',
        ],
      },
      {
        id: 'funding',
        heading: 'Conflicts of interest and funding',
        paragraphs: [
          '{brand} is funded by subscriptions from individuals and organisations. We do not accept advertising, sponsorship of tools, or payments from manufacturers of drugs, devices or tests.',
          'Everyone who writes or reviews a tool declares their financial and professional interests. Each tool shows its contributors and their declarations. A person with a relevant interest does not write or approve the tool concerned.',
        ],
      },
      {
        id: 'decision-aid-standards',
        heading: 'Standards for our decision aids',
        paragraphs: [
          'Our shared decision-making aids are designed against the International Patient Decision Aid Standards (IPDAS), the criteria an international collaboration of researchers, clinicians and patients agreed on for judging decision aids.',
        ],
        list: [
          'They describe the condition, state the decision plainly, and include every reasonable option, including waiting or doing nothing where that is reasonable.',
          'They present benefits and harms in equal detail and in the same format.',
          'They give chances as event rates over a stated time, with the same number of people for every option, in words, in numbers and in pictures, together with how certain the evidence is.',
          'They cite their evidence, show when they were published and reviewed, and disclose who funded them.',
          'They are written in plain language and help people think about what matters most to them.',
        ],
      },
      {
        id: 'shared-decisions',
        heading: 'What is shared decision-making?',
        paragraphs: [
          'Many health choices have more than one reasonable option. Shared decision-making means that you and your clinician make the choice together: your clinician brings knowledge of the evidence, and you bring what you know about your own life, your values and what matters most to you.',
          'A decision aid helps with that conversation. It lays out the options side by side, with the likely benefits and harms of each, so that you can compare them and tell your clinician which matter most to you. There is often no single right answer, and choosing to wait is sometimes one of the options.',
        ],
      },
      {
        id: 'reading-risk',
        heading: 'Reading risk numbers: "10 out of 100"',
        paragraphs: [
          'Our decision aids show chances as a number of people out of 100 (or out of 1,000). "10 out of 100" means that among 100 people like you, about 10 are expected to have the outcome over the stated time, and about 90 are not. Nobody can say in advance which group any one person will be in.',
          'Pictures of 100 small figures show the same numbers: the coloured figures are the people who have the outcome. When two options are shown, both use the same number of people and the same period of time, so that you can compare them fairly.',
        ],
        list: [
          'Check the time period: a chance over 10 years is not the same as a chance over 1 year.',
          'Look at the difference between options: going from 10 out of 100 to 8 out of 100 means 2 fewer people out of every 100 have the outcome.',
          'Remember that these are estimates for groups of people; your clinician can help you see how they apply to you.',
        ],
      },
      {
        id: 'questions',
        heading: 'Questions to ask at your visit',
        paragraphs: ['These questions can help you get the information you need before you decide:'],
        list: [
          'What are my options, including waiting or doing nothing for now?',
          'What are the likely benefits and harms of each option for someone like me?',
          'How likely are they, and how sure are we about those numbers?',
          'What happens next with each option, and how will we know if it is working?',
          'How much time do I have to decide, and where can I read more?',
        ],
        after: ['It can help to write your questions down before the visit and to bring someone with you.'],
      },
    ],
  },
  es: {
    title: 'Acerca de {brand}',
    description:
      '{brand} ofrece calculadoras clínicas y herramientas de ayuda para la toma de decisiones compartida, elaboradas a partir de fuentes primarias, comprobadas con valores de referencia publicados y revisadas por profesionales clínicos.',
    intro: [
      '{brand} es una biblioteca de calculadoras clínicas y de herramientas de ayuda para la toma de decisiones compartida. Cada herramienta convierte la investigación publicada en una respuesta clara para un paciente: una puntuación, un riesgo estimado o una comparación de las opciones y de lo que significan.',
      'Queremos que la evidencia esté a mano en los pocos minutos que permite una consulta, y ser honestos sobre lo que puede y no puede decir.',
    ],
    contents: 'En esta página',
    sections: [
      {
        id: 'who-it-is-for',
        heading: 'Para quién es',
        paragraphs: [
          'Los profesionales clínicos usan {brand} durante las consultas y entre ellas: médicos, enfermeras, farmacéuticos y otros profesionales que necesitan con rapidez una puntuación o una estimación de riesgo validada, con su fuente y sus límites a la vista.',
          'Los pacientes y sus familias usan nuestro sitio para el público para prepararse ante una decisión, leer sobre sus opciones en un lenguaje sencillo y llevar mejores preguntas a su profesional clínico. Nuestras herramientas apoyan la conversación con un profesional; no la sustituyen.',
        ],
      },
      {
        id: 'how-tools-are-made',
        heading: 'Cómo se elaboran nuestras herramientas',
        paragraphs: ['Todas las herramientas siguen el mismo camino desde la evidencia hasta su publicación.'],
        list: [
          'Primero, las fuentes primarias. Cada calculadora se construye a partir de la publicación original que la derivó o la validó, y cada ayuda para decidir a partir de revisiones sistemáticas y ensayos importantes. Cuando las fuentes no coinciden, indicamos cuál seguimos y por qué.',
          'Definiciones como contenido con versiones. Cada herramienta se escribe como una definición estructurada: sus datos de entrada, unidades, fórmulas, reglas y textos. Cada definición tiene un número de versión, de modo que cualquier resultado puede atribuirse a la versión exacta que lo produjo.',
          'Casos de prueba de referencia. Cada definición incluye ejemplos resueltos con los valores publicados por sus autores. Nuestras comprobaciones automáticas ejecutan todos los ejemplos antes de cada publicación, y una herramienta que no reproduce sus valores publicados no se publica.',
          'Revisión clínica antes de publicar. Un profesional clínico que no escribió la herramienta revisa sus datos de entrada, su redacción, la interpretación del resultado y las referencias antes de que esté disponible.',
          'Referencias en cada herramienta. Cada página de herramienta enumera las referencias en las que se basa, para que usted pueda comprobar la fuente.',
          'Intervalos válidos. Cada dato numérico tiene un intervalo tomado de la población de origen o de la fisiología. Un valor fuera de ese intervalo se rechaza con una explicación, en lugar de convertirse sin aviso en un resultado engañoso.',
        ],
      },
      {
        id: 'review-and-updates',
        heading: 'Cómo se revisan y actualizan',
        paragraphs: [
          'Cada herramienta se revisa al menos una vez al año, y antes si aparece una nueva guía, un ensayo importante o un aviso de seguridad que la afecte.',
        ],
        list: [
          'Registro de cambios por versión. Cada cambio en una herramienta aumenta su número de versión y queda anotado en su registro de cambios, con la fecha y el motivo.',
          'Comunicar errores. Si algo le parece incorrecto, díganoslo con el formulario de comentarios que hay al final de cada página y elija «Error en el contenido». Un editor lee cada aviso; los errores confirmados se corrigen y se anotan en el registro de cambios.',
          'Retirada de herramientas. Una herramienta que ya no está respaldada por la evidencia actual se retira, y su página indica qué la sustituye.',
        ],
      },
      {
        id: 'funding',
        heading: 'Conflictos de intereses y financiación',
        paragraphs: [
          '{brand} se financia con las suscripciones de personas y organizaciones. No aceptamos publicidad, patrocinio de herramientas ni pagos de fabricantes de medicamentos, dispositivos o pruebas.',
          'Todas las personas que escriben o revisan una herramienta declaran sus intereses económicos y profesionales. Cada herramienta muestra sus colaboradores y sus declaraciones. Quien tiene un interés relevante no escribe ni aprueba la herramienta correspondiente.',
        ],
      },
      {
        id: 'decision-aid-standards',
        heading: 'Normas para nuestras ayudas para decidir',
        paragraphs: [
          'Nuestras herramientas de ayuda para la toma de decisiones compartida se diseñan conforme a los International Patient Decision Aid Standards (IPDAS), los criterios que acordó una colaboración internacional de investigadores, profesionales clínicos y pacientes para valorar estas herramientas.',
        ],
        list: [
          'Describen la enfermedad, plantean la decisión con claridad e incluyen todas las opciones razonables, incluida la de esperar o no hacer nada cuando es razonable.',
          'Presentan los beneficios y los daños con el mismo detalle y en el mismo formato.',
          'Expresan las probabilidades como frecuencias en un periodo indicado, con el mismo número de personas para cada opción, en palabras, en números y en imágenes, junto con la certeza de la evidencia.',
          'Citan su evidencia, muestran cuándo se publicaron y revisaron, e indican quién las financió.',
          'Están escritas en un lenguaje sencillo y ayudan a pensar en lo que más le importa a cada persona.',
        ],
      },
      {
        id: 'shared-decisions',
        heading: '¿Qué es la toma de decisiones compartida?',
        paragraphs: [
          'Muchas decisiones de salud tienen más de una opción razonable. Tomar una decisión compartida significa que usted y su profesional clínico eligen juntos: el profesional aporta su conocimiento de la evidencia y usted aporta lo que sabe de su propia vida, sus valores y lo que más le importa.',
          'Una ayuda para decidir facilita esa conversación. Muestra las opciones una al lado de otra, con los beneficios y daños probables de cada una, para que pueda compararlas y decirle a su profesional cuáles le importan más. A menudo no hay una única respuesta correcta, y esperar es a veces una de las opciones.',
        ],
      },
      {
        id: 'reading-risk',
        heading: 'Cómo leer las cifras de riesgo: «10 de cada 100»',
        paragraphs: [
          'Nuestras ayudas para decidir expresan las probabilidades como un número de personas de cada 100 (o de cada 1.000). «10 de cada 100» significa que, entre 100 personas como usted, se espera que unas 10 tengan el resultado durante el periodo indicado y unas 90 no. Nadie puede saber de antemano en qué grupo estará cada persona.',
          'Los dibujos de 100 figuras pequeñas muestran las mismas cifras: las figuras de color son las personas que tienen el resultado. Cuando se muestran dos opciones, ambas usan el mismo número de personas y el mismo periodo, para que pueda compararlas de forma justa.',
        ],
        list: [
          'Fíjese en el periodo: una probabilidad a 10 años no es lo mismo que una probabilidad a 1 año.',
          'Observe la diferencia entre opciones: pasar de 10 de cada 100 a 8 de cada 100 significa que 2 personas menos de cada 100 tienen el resultado.',
          'Recuerde que son estimaciones para grupos de personas; su profesional clínico puede ayudarle a ver cómo se aplican a usted.',
        ],
      },
      {
        id: 'questions',
        heading: 'Preguntas para su consulta',
        paragraphs: ['Estas preguntas pueden ayudarle a obtener la información que necesita antes de decidir:'],
        list: [
          '¿Cuáles son mis opciones, incluida la de esperar o no hacer nada por ahora?',
          '¿Cuáles son los beneficios y daños probables de cada opción para alguien como yo?',
          '¿Qué probabilidad tienen y qué seguridad tenemos sobre esas cifras?',
          '¿Qué ocurre después con cada opción y cómo sabremos si está funcionando?',
          '¿Cuánto tiempo tengo para decidir y dónde puedo leer más?',
        ],
        after: ['Puede ayudar escribir sus preguntas antes de la consulta y acudir acompañado.'],
      },
    ],
  },
}
